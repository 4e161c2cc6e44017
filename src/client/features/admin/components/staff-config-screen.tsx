import { Badge, Button, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { StaffConfigItem } from '#common/contracts/staff';
import type { Locale } from '#common/enums';
import { formatDateTime, todayLocal } from '#common/dates';
import { DateField } from '#client/components/date-field';
import { m } from '#common/paraglide/messages.js';
import { StackTable } from '#client/components/stack-table';
import { QueryState, StaffScreen } from './staff-parts';
import { configLabels, formatConfigValue } from '../config-units';
import { useConfigEdit, useStaffConfigScreen } from './use-staff-config';

/** /{lang}/Admin/config: the numbers of PRODUCT.md, each with its bounds, set from a time on (admins). */

export function StaffConfigScreen({ lang }: { lang: Locale }) {
  const { config, editing, edit, stopEditing } = useStaffConfigScreen();
  return (
    <StaffScreen title={m.staff_config_title()} text={m.staff_config_text()} testId="staff-config">
      <QueryState query={config}>
        {() => (
          <StackTable
            striped
            verticalSpacing="sm"
            minWidth={720}
            data-testid="staff-config-table"
            columns={[m.staff_config_col_key(), m.staff_config_col_value(), m.staff_config_col_default(), m.staff_config_col_scheduled(), { label: m.staff_config_edit(), hidden: true }]}
          >
            {config.data!.items.map((item) => (
              <Table.Tr key={item.key} data-testid={`staff-config-${item.key}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {configLabels[item.key]?.() ?? item.key}
                  </Text>
                  <Text size="xs" ff="monospace" c="dimmed">
                    {item.key}
                  </Text>
                  {item.kind === 'integer' ? (
                    <Text size="xs" c="dimmed">
                      {formatConfigValue(item.key, item.min, lang)} – {formatConfigValue(item.key, item.max, lang)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td fw={600} data-label={m.staff_config_col_value()} data-testid="staff-config-value">
                  {formatConfigValue(item.key, item.value, lang)}
                  {item.value !== item.defaultValue ? (
                    <Badge ml="xs" size="xs" variant="light">
                      {m.staff_config_changed()}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td c="dimmed" data-label={m.staff_config_col_default()}>
                  {formatConfigValue(item.key, item.defaultValue, lang)}
                </Table.Td>
                <Table.Td data-label={m.staff_config_col_scheduled()}>
                  {item.scheduled.map((entry) => (
                    <Text key={entry.effectiveFrom} size="xs" data-testid="staff-config-scheduled">
                      {formatConfigValue(item.key, entry.value, lang)} · {formatDateTime(entry.effectiveFrom, lang)}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => edit(item)} aria-label={`${m.staff_config_edit()} ${configLabels[item.key]?.() ?? item.key}`}>
                    {m.staff_config_edit()}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </StackTable>
        )}
      </QueryState>
      {editing ? <EditModal item={editing} lang={lang} onClose={stopEditing} /> : null}
    </StaffScreen>
  );
}

function EditModal({ item, lang, onClose }: { item: StaffConfigItem; lang: Locale; onClose: () => void }) {
  const { unit, value, setValue, from, setFrom, reason, setReason, errors, general, submit, pending } = useConfigEdit(item, lang, onClose);
  return (
    <Modal opened onClose={onClose} title={configLabels[item.key]?.() ?? item.key} centered>
      <Stack gap="md" data-testid="staff-config-modal">
        <TextInput
          label={m.staff_config_col_value()}
          description={item.kind === 'integer' ? `${formatConfigValue(item.key, item.min, lang)} – ${formatConfigValue(item.key, item.max, lang)}` : item.kind === 'url' ? m.staff_config_url_help() : undefined}
          value={value}
          inputMode={item.kind === 'integer' ? 'decimal' : item.kind === 'url' ? 'url' : undefined}
          rightSection={unit.label ? <Text size="sm" c="dimmed">{unit.label}</Text> : undefined}
          rightSectionWidth={unit.label ? Math.max(36, unit.label.length * 9 + 16) : undefined}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={errors.value}
          data-autofocus
          data-testid="staff-config-input"
        />
        {/* The deployment's wall clock (Asia/Bangkok), not the browser's; the server gets it in ISO (UTC). */}
        <DateField
          withTime
          label={m.staff_config_effective_label()}
          description={m.staff_config_effective_help()}
          lang={lang}
          minDate={todayLocal()}
          value={from}
          onChange={setFrom}
          error={errors.effectiveFrom}
          testId="staff-config-from"
        />
        <Textarea label={m.staff_reason_label()} autosize minRows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={errors.reason} data-testid="staff-config-reason" />
        {general ? (
          <Text c="red" size="sm" role="alert">
            {general}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.staff_cancel()}
          </Button>
          <Button loading={pending} onClick={submit} data-testid="staff-config-save">
            {m.staff_config_save()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
