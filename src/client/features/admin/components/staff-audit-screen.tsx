import {
  Anchor,
  Button,
  Card,
  List,
  Select,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconDownload, IconHistory } from "@tabler/icons-react";
import type { Locale } from "#common/enums";
import { formatDateTime, todayLocal } from "#common/dates";
import { DateField } from "#client/components/date-field";
import { m } from "#common/paraglide/messages.js";
import { auditChanges, auditSentence, changeText } from "../audit-words";
import { StackTable } from "#client/components/stack-table";
import { QueryState, StaffScreen, StaffSearch } from "./staff-parts";
import { useStaffAuditScreen } from "./use-staff-audit";

// The areas whose staff actions are audited (issue 15): an action is `area.verb` (content: `content.kind.verb`).
const areas = [
  "user",
  "config",
  "channel",
  "campaign",
  "bank_account",
  "withdrawal",
  "payout_batch",
  "payment",
  "content",
] as const;

/** /{lang}/Admin/audit: every staff action, newest first; search, filter by area, export CSV. */
export function StaffAuditScreen({ lang }: { lang: Locale }) {
  const { setQ, action, setAction, from, setFrom, to, setTo, audit, items, exportHref } =
    useStaffAuditScreen();
  const columns = {
    when: m.staff_audit_col_when(),
    who: m.staff_audit_col_who(),
    what: m.staff_audit_col_what(),
    reason: m.staff_reason_label(),
  };
  return (
    <StaffScreen
      title={m.staff_audit_title()}
      text={m.staff_audit_text()}
      testId="staff-audit"
    >
      <StaffSearch
        label={m.staff_audit_search_label()}
        testId="staff-audit"
        minWidth={200}
        onSearch={setQ}
        trailing={
          <Anchor
            href={exportHref}
            download
            underline="never"
            data-testid="staff-audit-export"
          >
            <Button
              component="span"
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              {m.staff_audit_export()}
            </Button>
          </Anchor>
        }
      >
        <Select
          w={180}
          label={m.staff_audit_area()}
          value={action}
          onChange={(value) => setAction(value ?? "")}
          data={[
            { value: "", label: m.staff_audit_area_all() },
            ...areas.map((area) => ({ value: area, label: area })),
          ]}
          allowDeselect={false}
          data-testid="staff-audit-area"
        />
        {/* Issue 32: the one date picker; days in Asia/Bangkok, both inclusive. */}
        <DateField
          label={m.money_filter_from()}
          lang={lang}
          value={from}
          onChange={setFrom}
          maxDate={to || todayLocal()}
          miw={150}
          testId="staff-audit-from"
        />
        <DateField
          label={m.money_filter_to()}
          lang={lang}
          value={to}
          onChange={setTo}
          minDate={from || undefined}
          maxDate={todayLocal()}
          miw={150}
          testId="staff-audit-to"
        />
      </StaffSearch>
      <QueryState query={audit}>
        {() =>
          items.length === 0 ? (
            <Card withBorder padding="xl" data-testid="staff-audit-empty">
              <Stack align="center" gap="xs">
                <IconHistory
                  size={32}
                  color="var(--mantine-color-gray-5)"
                  aria-hidden
                />
                <Text c="dimmed">{m.staff_audit_empty()}</Text>
              </Stack>
            </Card>
          ) : (
            <Stack gap="sm">
              <StackTable
                minWidth={760}
                striped
                verticalSpacing="xs"
                data-testid="staff-audit-table"
                columns={[
                  columns.when,
                  columns.who,
                  columns.what,
                  columns.reason,
                ]}
              >
                {items.map((row) => {
                  const changes = auditChanges(row, lang);
                  return (
                    <Table.Tr key={row.id} data-testid="staff-audit-row">
                      <Table.Td data-label={columns.when}>
                        <Text size="sm">{formatDateTime(row.at, lang)}</Text>
                      </Table.Td>
                      <Table.Td data-label={columns.who}>
                        <Text size="sm">{row.actorName ?? row.actorEmail}</Text>
                        <Text
                          size="xs"
                          c="dimmed"
                          style={{ overflowWrap: "anywhere" }}
                        >
                          {row.actorEmail}
                        </Text>
                      </Table.Td>
                      <Table.Td data-label={columns.what}>
                        <Text
                          size="sm"
                          fw={600}
                          data-testid="staff-audit-sentence"
                        >
                          {auditSentence(row)}
                        </Text>
                        {changes.length > 0 ? (
                          <List
                            size="xs"
                            c="dimmed"
                            spacing={2}
                            listStyleType="none"
                            data-testid="staff-audit-changes"
                          >
                            {changes.map((change) => (
                              <List.Item key={change.field}>
                                {changeText(change)}
                              </List.Item>
                            ))}
                          </List>
                        ) : null}
                      </Table.Td>
                      <Table.Td data-label={columns.reason}>
                        <Text size="sm">{row.reason ?? "—"}</Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </StackTable>
              {audit.hasNextPage ? (
                <Button
                  variant="light"
                  w="fit-content"
                  mx="auto"
                  loading={audit.isFetchingNextPage}
                  onClick={() => void audit.fetchNextPage()}
                >
                  {m.staff_more()}
                </Button>
              ) : null}
            </Stack>
          )
        }
      </QueryState>
    </StaffScreen>
  );
}
