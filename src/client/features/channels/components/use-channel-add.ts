import { storageKey } from '#common/countries';
import { useEffect, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { channelQualificationMachine, type ChannelOutcome, type ManualChannelInput } from '#machines/screens/channel-qualification.machine';
import { isOauthChannelType } from '#common/channels';
import type { Locale, SocialChannelType } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { problemMessage } from '#client/app/problem-message';
import { toProblem } from '#client/api/problem';
import { addManualChannel, savePrivilegeCode, startOauthChannel, uploadEvidence } from '../api/add-channel';
import { getChannelDetail } from '../api/channels';
import { readCarriedEstimate } from './use-estimator';

const typeKey = () => storageKey('channel_connecting');
const outcomeOf = (channel: { id: string; status: ChannelOutcome['status']; result: ChannelOutcome['result']; tier: ChannelOutcome['tier'] }): ChannelOutcome => ({
  channelId: channel.id,
  status: channel.status,
  result: channel.result,
  tier: channel.tier,
});

/** Stated figures before the screenshot is uploaded (the machine gets the upload id). */
export interface ManualForm {
  name: string;
  profileUrl: string;
  followers: number | string;
  following: number | string;
  engagementRate: number | string;
  lastPostAt: string;
  evidence: File | null;
}

/**
 * The add-channel wizard's machine with its actors (privilege code, manual submission, reading the
 * channel the server decided), the return from the platform's consent page, and the two steps that
 * call the API before the machine hears of them (leaving for OAuth, uploading the evidence).
 */
export function useChannelAdd({ lang, uuid, returnedChannel, channelError }: { lang: Locale; uuid: string; returnedChannel?: string; channelError?: string }) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const actor = useActorRef(
    channelQualificationMachine.provide({
      actors: {
        checkPrivilege: fromPromise(async ({ input }: { input: { code: string } }) => ({ code: (await savePrivilegeCode(uuid, input.code)).code })),
        submitManual: fromPromise(async ({ input }: { input: { channelType: SocialChannelType; privilegeCode: string | null; input: ManualChannelInput } }) =>
          outcomeOf(await addManualChannel({ ...input.input, type: input.channelType as 'LINE', ...(input.privilegeCode ? { privilegeCode: input.privilegeCode } : {}) })),
        ),
        fetchChannel: fromPromise(async ({ input }: { input: { channelId: string } }) => outcomeOf((await getChannelDetail(input.channelId)).channel)),
      },
    }),
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;

  useEffect(() => {
    if (returnedChannel) actor.send({ type: 'oauth.returned', channelId: returnedChannel });
    else if (channelError) {
      const type = sessionStorage.getItem(typeKey());
      if (type && isOauthChannelType(type)) {
        actor.send({ type: 'channel.choose', channelType: type });
        actor.send({ type: 'oauth.failed', reason: channelError });
      }
    }
    sessionStorage.removeItem(typeKey());
  }, [actor, returnedChannel, channelError]);

  const choose = async (type: SocialChannelType) => {
    actor.send({ type: 'channel.choose', channelType: type });
    if (!isOauthChannelType(type)) return;
    try {
      const { authorizationUrl } = await startOauthChannel(type, { locale: lang, ...(context.privilegeCode ? { privilegeCode: context.privilegeCode } : {}) });
      sessionStorage.setItem(typeKey(), type);
      window.location.assign(authorizationUrl);
    } catch (error) {
      actor.send({ type: 'oauth.failed', reason: toProblem(error).type });
    }
  };

  const submitManual = async (form: ManualForm) => {
    setFieldErrors({});
    const errors: Record<string, string> = {};
    if (!form.evidence) errors.evidence = m.channel_manual_evidence_required();
    if (form.evidence && form.evidence.size > 4_096_000) errors.evidence = m.problem_payload_too_large(); // SPEC §5
    if (Object.keys(errors).length > 0) return setFieldErrors(errors);
    try {
      const evidence = await uploadEvidence(uuid, form.evidence!);
      actor.send({
        type: 'manual.submit',
        input: {
          name: form.name,
          profileUrl: form.profileUrl,
          followers: Number(form.followers) || 0,
          following: Number(form.following) || 0,
          engagementRateBp: Math.round((Number(form.engagementRate) || 0) * 100),
          lastPostAt: form.lastPostAt,
          evidenceUploadId: evidence.id,
        },
      });
    } catch (error) {
      setFieldErrors({ evidence: problemMessage(toProblem(error)) });
    }
  };

  const value = state.value;
  const stateName = typeof value === 'string' ? value : Object.entries(value).map(([k, v]) => `${k}.${String(v)}`)[0]!;
  const manualProblem = state.matches('manualEntry') && context.error ? context.error : null;
  return { actor, state, context, fieldErrors, choose, submitManual, stateName, manualProblem };
}

/** The privilege code's field: what is typed, sent trimmed (nothing when blank); `checking` while the machine asks the server. */
export function usePrivilegeCode(state: unknown, onSubmit: (code: string) => void) {
  const [text, setText] = useState('');
  return {
    text,
    setText,
    checking: JSON.stringify(state) === JSON.stringify({ choosing: 'checkingCode' }),
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (text.trim()) onSubmit(text.trim());
    },
  };
}

/** The manual entry's form; figures typed in the open estimator before sign-up come along (same platform only). */
export function useManualForm(type: SocialChannelType, onSubmit: (form: ManualForm) => void) {
  const [form, setForm] = useState<ManualForm>(() => {
    const carried = readCarriedEstimate();
    const fromEstimate = carried && carried.type === type ? carried : null;
    return { name: fromEstimate?.handle ?? '', profileUrl: '', followers: fromEstimate?.followers ?? '', following: '', engagementRate: fromEstimate?.engagementRate ?? '', lastPostAt: '', evidence: null };
  });
  const set = <K extends keyof ManualForm>(key: K, value: ManualForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  return {
    form,
    set,
    submit: (event: FormEvent) => {
      event.preventDefault();
      onSubmit(form);
    },
  };
}
