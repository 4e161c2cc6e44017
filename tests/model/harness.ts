import { expect } from 'vitest';
import { createMachine, fromPromise, initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { TestParam } from 'xstate/graph';
import { createTestModel } from 'xstate/graph';

/**
 * Shared pieces for generated path tests (STYLE §10): paths come from the machine with
 * `createTestModel` (xstate/graph) and are replayed against a real actor whose invoked
 * actors are promises the test settles, so each `xstate.done.actor.*` /
 * `xstate.error.actor.*` step of a path is a real resolution or rejection.
 */
export function controlledActors<Name extends string>(names: readonly Name[]) {
  const pending = new Map<Name, { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: unknown }>();
  const calls: { name: Name; input: unknown }[] = [];
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise(
        ({ input }: { input: unknown }) =>
          new Promise((resolve, reject) => {
            calls.push({ name, input });
            pending.set(name, { resolve, reject, input });
          }),
      ),
    ]),
  ) as Record<Name, ReturnType<typeof fromPromise>>;
  return {
    actors,
    calls,
    async settle(name: Name, outcome: 'done' | 'error', value: unknown) {
      const entry = pending.get(name);
      if (!entry) throw new Error(`${name} is not running, cannot settle it`);
      pending.delete(name);
      if (outcome === 'done') entry.resolve(value);
      else entry.reject(value);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/**
 * The `events` executors for path.test(): an `xstate.done/error.actor.<id>` step settles that
 * invoked actor; any other step is sent to the actor as it is.
 */
export function eventExecutors(events: EventObject[], settle: (id: string, outcome: 'done' | 'error', value: unknown) => Promise<void>, send: (event: EventObject) => void) {
  return Object.fromEntries(
    events.map((event) => [
      event.type,
      async ({ event: step }: { event: EventObject & { output?: unknown; error?: unknown } }) => {
        const outcome = actorOutcome(step.type);
        if (outcome) await settle(outcome.id, outcome.outcome, outcome.outcome === 'done' ? step.output : step.error);
        else send(step);
      },
    ]),
  );
}

/**
 * Replays one generated path against a running actor: each step settles the invoked actor it
 * names or is sent as it is (`eventExecutors`); after every step the actor's value and context
 * must equal the model's, then `invariants` (the machine's own rules) must hold.
 */
export async function replayPath<Snapshot extends AnyMachineSnapshot>(
  path: ModelPath,
  run: {
    actor: { getSnapshot(): Snapshot; send(event: never): void };
    events: EventObject[];
    settle: (id: string, outcome: 'done' | 'error', value: unknown) => Promise<void>;
    invariants?: (snapshot: Snapshot) => void;
  },
) {
  await path.test({
    states: {
      '*': (state) => {
        const snapshot = run.actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        expect(snapshot.context).toEqual(state.context);
        run.invariants?.(snapshot);
      },
    },
    events: eventExecutors(run.events, run.settle, (event) => run.actor.send(event as never)),
  });
}

/** Parses `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event types. */
export function actorOutcome(type: string): { id: string; outcome: 'done' | 'error' } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  return match ? { outcome: match[1] as 'done' | 'error', id: match[2]! } : null;
}

type StateConfig = { id?: string; invoke?: unknown; after?: Record<string, unknown>; on?: Record<string, unknown>; states?: Record<string, StateConfig> };

/**
 * `createTestModel` refuses machines that invoke actors, since a traversal cannot run
 * them. The model is therefore the same machine with each invoke's onDone/onError
 * written as the `xstate.done.actor.<id>` / `xstate.error.actor.<id>` transition it
 * stands for (exactly how XState delivers them). Replays still drive the real machine.
 */
export function modelOf(machine: AnyStateMachine): AnyStateMachine {
  const strip = (node: StateConfig, id: string): StateConfig => {
    const { invoke, after, states, ...rest } = node;
    const on = { ...(rest.on ?? {}) };
    // A named `after` wait is the `xstate.after.<delay>.<state id>` event XState raises when it
    // ends (decision 031): the model takes it like any other event.
    for (const [delay, transition] of Object.entries(after ?? {})) {
      if (/^\d+$/.test(delay)) throw new Error('Name every delay (delays in setup) so its event has a stable name');
      on[`xstate.after.${delay}.${id}`] = transition;
    }
    for (const definition of [invoke ?? []].flat() as { id?: string; onDone?: unknown; onError?: unknown }[]) {
      if (!definition.id) throw new Error('Give every invoke an id so its done/error events have stable names');
      if (definition.onDone) on[`xstate.done.actor.${definition.id}`] = definition.onDone;
      if (definition.onError) on[`xstate.error.actor.${definition.id}`] = definition.onError;
    }
    return { ...rest, on, ...(states ? { states: Object.fromEntries(Object.entries(states).map(([key, child]) => [key, strip(child, child.id ?? `${id}.${key}`)])) } : {}) };
  };
  return createMachine(strip(machine.config as StateConfig, machine.id) as never, machine.implementations as never) as AnyStateMachine;
}

/**
 * Every transition of the machine as its own path: the shortest path to the source
 * state, then the one event. Together these cover every reachable state and every
 * transition (unlike shortest paths alone, which cover states only).
 */
export interface ModelPath {
  state: AnyMachineSnapshot;
  steps: { state: AnyMachineSnapshot; event: EventObject }[];
  test: (params: TestParam<AnyMachineSnapshot, EventObject>) => Promise<unknown>;
}

export function transitionPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: { events: EventObject[] | ((state: AnyMachineSnapshot) => EventObject[]); input?: unknown },
) {
  const model = createTestModel(modelOf(machine), { events: options.events as never, input: options.input as never });
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  const serialize = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value) + JSON.stringify(snapshot.context);
  const toState = new Map(shortest.map((path) => [serialize(path.state as AnyMachineSnapshot), path]));
  const chosen = new Map<string, { steps: ModelPath['steps']; next: AnyMachineSnapshot; event: EventObject; from: string; to: string }>();
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const source = state as AnyMachineSnapshot;
    const prefix = toState.get(serialize(source));
    if (!prefix) continue;
    for (const transition of Object.values(transitions) as { state: unknown; event: unknown }[]) {
      const next = transition.state as AnyMachineSnapshot;
      const event = transition.event as EventObject;
      if (serialize(next) === serialize(source)) continue; // an ignored event
      const from = JSON.stringify(source.value);
      const to = JSON.stringify(next.value);
      // One path per distinct (state value, event, target value), with the shortest prefix.
      const kind = `${from} ${JSON.stringify(event)} ${to}`;
      const steps = [...(prefix.steps as ModelPath['steps']), { state: next, event }];
      const known = chosen.get(kind);
      if (known && known.steps.length <= steps.length) continue;
      chosen.set(kind, { steps, next, event, from, to });
    }
  }
  const edges = [...chosen.values()].map(({ from, event, to }) => ({ from, event, to }));
  const paths: ModelPath[] = [...chosen.values()].map(({ steps, next }) => ({
    state: next,
    steps,
    test: (params) => model.testPath({ state: next, steps, weight: steps.length } as never, params as never),
  }));
  // Every state value reached by some step, and every transition taken, as `a.b --event--> c`.
  const stateValues = new Set(paths.flatMap((path) => path.steps.map((step) => leafPath(step.state.value as StateValueLike))));
  const edgeKinds = new Set(edges.map((edge) => `${leafPath(JSON.parse(edge.from))} --${edge.event.type}--> ${leafPath(JSON.parse(edge.to))}`));
  return { model, paths, edges, stateValues, edgeKinds };
}

type StateValueLike = string | { [key: string]: StateValueLike };
/** A state value as the dotted path of its (first) leaf: 'form.email'. */
export function leafPath(value: StateValueLike): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0]!;
  return `${key}.${leafPath(child)}`;
}

/** All state nodes and all (state, event → target) transitions declared by the machine. */
export function declaredGraph(machine: AnyStateMachine) {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (node: AnyStateMachine['root']) => {
    if (node !== machine.root && Object.keys(node.states).length === 0) states.push(node.path.join('.'));
    for (const [eventType, list] of node.transitions) {
      for (const transition of list) {
        for (const target of transition.target ?? []) transitions.push(`${node.path.join('.')} --${eventType}--> ${target.path.join('.')}`);
      }
    }
    Object.values(node.states).forEach((child) => visit(child as AnyStateMachine['root']));
  };
  visit(machine.root);
  return { states: [...new Set(states)], transitions: [...new Set(transitions)] };
}

/**
 * Declared transitions no path takes. A transition declared on a parent state counts as taken
 * when it is taken from any of its descendants.
 */
export function uncoveredTransitions(declared: string[], taken: Set<string>): string[] {
  const takenList = [...taken].map((edge) => {
    const [from, rest] = edge.split(' --');
    return { from: from!, rest: rest! };
  });
  return declared.filter((transition) => {
    const [source, rest] = transition.split(' --');
    return !takenList.some((edge) => edge.rest === rest && (edge.from === source || edge.from.startsWith(`${source}.`)));
  });
}

/**
 * Every transition the given events take, each as its own path from the initial state (the
 * shortest, breadth first): a step per event, with the state value and context after it. Unlike
 * `transitionPaths`, only these events (with these payloads) are sent, so a lifecycle whose events
 * carry data the service computes (`{ qualified: true }`, `{ taken: false }` …) is walked with
 * exactly the payloads a test can arrange, and events of another way of running it (the gateway's
 * transfer.* beside a bank file) stay out. An event the machine refuses, or one that changes
 * nothing, is not a transition.
 */
export function eventPaths<TMachine extends AnyStateMachine>(machine: TMachine, options: { events: EventObject[]; input?: unknown }) {
  type Step = { event: EventObject; value: StateValueLike; context: unknown };
  const keyOf = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context]);
  const [initial] = initialTransition(machine, options.input as never);
  const seen = new Map<string, Step[]>([[keyOf(initial as AnyMachineSnapshot), []]]);
  const queue: { snapshot: AnyMachineSnapshot; steps: Step[] }[] = [{ snapshot: initial as AnyMachineSnapshot, steps: [] }];
  const paths: { steps: Step[]; from: StateValueLike; value: StateValueLike; context: unknown }[] = [];
  while (queue.length > 0) {
    const { snapshot, steps } = queue.shift()!;
    for (const event of options.events) {
      if (!snapshot.can(event)) continue;
      const [next] = transition(machine, snapshot as never, event as never) as unknown as [AnyMachineSnapshot];
      if (keyOf(next) === keyOf(snapshot)) continue;
      const path = [...steps, { event, value: next.value as StateValueLike, context: next.context }];
      paths.push({ steps: path, from: snapshot.value as StateValueLike, value: next.value as StateValueLike, context: next.context });
      if (!seen.has(keyOf(next))) {
        seen.set(keyOf(next), path);
        queue.push({ snapshot: next, steps: path });
      }
    }
  }
  const edgeKinds = new Set(paths.map((path) => `${leafPath(path.from)} --${path.steps.at(-1)!.event.type}--> ${leafPath(path.value)}`));
  return { paths, edgeKinds };
}
