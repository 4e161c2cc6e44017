import { Chip, Group, Input, Stack } from '@mantine/core';
import { questionnaireBudgets, questionnaireObjectives, questionnaireStarts } from '#common/enums';
import type { Questionnaire } from '#common/contracts/marketer';
import { m } from '#common/paraglide/messages.js';
import { getLocale } from '#common/paraglide/runtime.js';
import { currencyLabel } from '#common/money';
import { enumLabel } from '../messages';

const groups = [
  { field: 'objective', values: questionnaireObjectives, label: () => m.marketer_questionnaire_objective() },
  { field: 'budget', values: questionnaireBudgets, label: () => m.marketer_questionnaire_budget({ currency: currencyLabel(getLocale()) }) },
  { field: 'campaignStart', values: questionnaireStarts, label: () => m.marketer_questionnaire_start() },
] as const;

/** The three questions of SPEC §3 as chip groups (one answer each; keyboard: tab + space). */
export function QuestionnaireFields({ value, onChange, errors = {} }: { value: Partial<Questionnaire>; onChange: (field: keyof Questionnaire, value: string) => void; errors?: Record<string, string> }) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Input.Wrapper key={group.field} label={group.label()} error={errors[group.field]} labelProps={{ mb: 8, fw: 600 }} data-testid={`question-${group.field}`}>
          <Chip.Group multiple={false} value={value[group.field] ?? null} onChange={(next) => onChange(group.field, next)}>
            <Group gap="xs">
              {group.values.map((option) => (
                <Chip key={option} value={option} variant="outline" wrapperProps={{ "data-testid": `answer-${group.field}-${option}` }}>
                  {enumLabel(group.field === 'campaignStart' ? 'start' : group.field, option)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      ))}
    </Stack>
  );
}
