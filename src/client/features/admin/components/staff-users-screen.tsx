import { Badge, Button, Card, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import { roleLabel, statusColors, statusLabel } from '../user-words';
import { useStaffUsersScreen } from './use-staff-users';
import { QueryState, StaffScreen, StaffSearch } from './staff-parts';
import { StackTable } from '#client/components/stack-table';

/** /{lang}/Admin/users: find a member by name, e-mail, phone, social id or referral code. */
export function StaffUsersScreen({ lang }: { lang: Locale }) {
  const { setQ, role, setRole, users, items } = useStaffUsersScreen();
  const columns = { name: m.staff_users_col_name(), contact: m.staff_users_col_contact(), role: m.staff_users_col_role(), status: m.staff_users_col_status(), joined: m.staff_users_col_joined() };
  return (
    <StaffScreen title={m.staff_users_title()} text={m.staff_users_text()} testId="staff-users">
      <StaffSearch label={m.staff_users_search_label()} placeholder={m.staff_users_search_placeholder()} testId="staff-users" onSearch={setQ} />
      <SegmentedControl
        w="fit-content"
        value={role}
        onChange={(value) => setRole(value as typeof role)}
        data={[
          { value: '', label: m.staff_users_role_all() },
          { value: 'influencer', label: m.staff_users_role_influencer() },
          { value: 'marketer', label: m.staff_users_role_marketer() },
        ]}
      />
      <QueryState query={users}>
        {() =>
          items.length === 0 ? (
            <Card withBorder padding="xl" data-testid="staff-users-empty">
              <Stack align="center" gap="xs">
                <IconUsers size={32} color="var(--mantine-color-gray-5)" aria-hidden />
                <Text c="dimmed">{m.staff_users_empty()}</Text>
              </Stack>
            </Card>
          ) : (
            <Stack gap="sm">
              <StackTable minWidth={720} striped highlightOnHover verticalSpacing="sm" data-testid="staff-users-table" columns={[columns.name, columns.contact, columns.role, columns.status, columns.joined]}>
                {items.map((user) => (
                  <Table.Tr key={user.id} data-testid="staff-user-row">
                    <Table.Td data-label={columns.name}>
                      <AnchorLink to="/$lang/Admin/users/$userId" params={{ lang, userId: user.id }} fw={600}>
                        {user.displayName}
                      </AnchorLink>
                      {user.referralCode ? (
                        <Text size="xs" c="dimmed">
                          {user.referralCode}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td data-label={columns.contact}>
                      <Text size="sm">{user.email}</Text>
                      <Text size="xs" c="dimmed">
                        {user.phone ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label={columns.role}>{roleLabel(user)}</Table.Td>
                    <Table.Td data-label={columns.status}>
                      <Badge variant="light" color={statusColors[user.status] ?? 'gray'}>
                        {statusLabel(user.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td data-label={columns.joined}>{formatDate(user.createdAt, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </StackTable>
              {users.hasNextPage ? (
                <Button variant="light" w="fit-content" mx="auto" loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
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
