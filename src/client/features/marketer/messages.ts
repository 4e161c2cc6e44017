import { enumLabels } from './message-tables';

const keyOf = (value: string) => value.replace(/[^A-Za-z0-9]+/g, '_');

/** The label of an enumeration value: `marketer_<group>_<value>`, e.g. marketer_budget_10000_30000. */
export function enumLabel(group: string, value: string): string {
  const labels = enumLabels[group] ?? {};
  const key = keyOf(value);
  return (Object.hasOwn(labels, key) ? labels[key]?.() : undefined) ?? value;
}
