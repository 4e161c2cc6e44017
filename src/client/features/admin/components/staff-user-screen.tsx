import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBan, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { StaffUserDetail } from '#common/contracts/staff';
import type { Locale } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { formatCount, formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { referralStatusLabel } from '#client/components/referral-status-label';
import { channelLabel } from '#client/components/channel-label';
import { jobStatusLabel } from '#client/components/job-status-label';
import { useStaffUser } from '../api/users';
import { QueryState, StaffScreen } from './staff-parts';
import { StaffReasonModal } from './staff-reason-modal';
import { statusActionLabels, useStaffUserStatus } from './use-staff-user';
import { ledgerAccountLabel, ledgerKindLabel } from '../ledger-words';
import { roleLabel, statusColors, statusLabel } from '../user-words';

/** /{lang}/Admin/users/{id}: one member whole, and the status actions with a reason. */
export function StaffUserScreen({ lang, userId }: { lang: Locale; userId: string }) {
  const detail = useStaffUser(userId);
  return (
    <StaffScreen title={detail.data?.user.displayName ?? m.staff_users_title()} text={detail.data?.user.email ?? ''} testId="staff-user">
      <ButtonLink to="/$lang/Admin/users" params={{ lang }} variant="subtle" leftSection={<IconArrowLeft size={16} />} w="fit-content" px={0}>
        {m.staff_users_back()}
      </ButtonLink>
      <QueryState query={detail}>{() => <UserDetail lang={lang} detail={detail.data!} />}</QueryState>
    </StaffScreen>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {m.staff_user_none()}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}

function UserDetail({ lang, detail }: { lang: Locale; detail: StaffUserDetail }) {
  const { user } = detail;
  const { action, setAction, stopped, canStop, confirm, pending } = useStaffUserStatus(user);
  return (
    <Stack gap="md">
      <Card withBorder padding="lg" radius="md" data-testid="staff-user-profile">
        <Group justify="space-between" align="flex-start">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" flex={1}>
            <Fact label={m.staff_users_col_role()}>{roleLabel(user)}</Fact>
            <Fact label={m.staff_users_col_status()}>
              <Badge variant="light" color={statusColors[user.status] ?? 'gray'} data-testid="staff-user-status">
                {statusLabel(user.status)}
              </Badge>
            </Fact>
            <Fact label={m.staff_user_phone()}>{user.phone ?? '—'}</Fact>
            <Fact label={m.staff_user_names()}>{user.names.join(' · ') || '—'}</Fact>
            <Fact label={m.staff_user_referral()}>{user.referralCode ?? '—'}</Fact>
            <Fact label={m.staff_users_col_joined()}>{formatDateTime(user.createdAt, lang)}</Fact>
          </SimpleGrid>
        </Group>
        {user.statusReason ? (
          <Alert mt="md" variant="light" color={stopped ? 'orange' : 'gray'} title={m.staff_user_reason_title()} data-testid="staff-user-reason">
            {user.statusReason}
            {user.statusChangedAt ? ` · ${formatDateTime(user.statusChangedAt, lang)}` : ''}
          </Alert>
        ) : null}
        {canStop ? (
          <Group mt="md" gap="sm">
            {stopped ? (
              <Button leftSection={<IconLockOpen size={16} />} color="green" onClick={() => setAction('active')} data-testid="staff-user-reinstate">
                {m.staff_user_reinstate()}
              </Button>
            ) : null}
            {user.status !== 'suspended' ? (
              <Button leftSection={<IconLock size={16} />} color="orange" variant="light" onClick={() => setAction('suspended')} data-testid="staff-user-suspend">
                {m.staff_user_suspend()}
              </Button>
            ) : null}
            {user.status !== 'blacklist' ? (
              <Button leftSection={<IconBan size={16} />} color="red" variant="light" onClick={() => setAction('blacklist')} data-testid="staff-user-blacklist">
                {m.staff_user_blacklist()}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Card>

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Section title={m.staff_user_channels()} empty={detail.channels.length === 0}>
          <Stack gap="xs">
            {detail.channels.map((channel) => (
              <Group key={channel.id} justify="space-between" wrap="nowrap">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {channelLabel(channel.type)} · {channel.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatCount(channel.followers)} · {channel.status}
                </Text>
              </Group>
            ))}
          </Stack>
        </Section>
        <Section title={m.staff_user_jobs()} empty={detail.jobs.length === 0}>
          <Stack gap="xs">
            {detail.jobs.map((job) => (
              <Group key={job.id} justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {job.campaignName}
                </Text>
                {/* The whole status, wrapped if need be: at 390 px a badge cut it to "Applied (ma…" (issue 32). */}
                <Badge variant="light" maw="45%" h="auto" py={2} styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'right' } }} style={{ flexShrink: 0 }}>
                  {jobStatusLabel(job.status)}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Section>
        <Section title={m.staff_user_money()} empty={detail.balances.length === 0}>
          <Stack gap="xs">
            {detail.balances.map((balance) => (
              <Group key={`${balance.account}-${balance.currency}`} justify="space-between">
                <Text size="sm">{ledgerAccountLabel(balance.account)}</Text>
                <Text size="sm" fw={600}>
                  {formatMoney(balance.balanceMinor, { decimals: 2 })}
                </Text>
              </Group>
            ))}
            {detail.movements.length > 0 ? (
              <Table.ScrollContainer minWidth={420}>
                {/* No header row: on a phone each movement is a card of its cells (theme.css .stack-table). */}
                <Table fz="xs" mt="sm" className="stack-table" data-testid="staff-user-movements">
                  <Table.Tbody>
                    {detail.movements.map((movement, index) => (
                      <Table.Tr key={`${movement.reference}-${index}`}>
                        <Table.Td data-label={m.staff_ledger_col_at()}>{formatDateTime(movement.at, lang)}</Table.Td>
                        <Table.Td data-label={m.staff_ledger_col_kind()}>{ledgerKindLabel(movement.kind)}</Table.Td>
                        <Table.Td data-label={m.staff_ledger_col_account()}>{ledgerAccountLabel(movement.account)}</Table.Td>
                        <Table.Td data-label={m.staff_ledger_col_amount()} ta="right">
                          {formatMoney(movement.amountMinor, { decimals: 2 })}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
          </Stack>
        </Section>
        {detail.referral ? <ReferralSection lang={lang} referral={detail.referral} /> : null}
        <Section title={m.staff_user_sessions()} empty={detail.sessions.length === 0}>
          <Stack gap="xs" data-testid="staff-user-sessions">
            {detail.sessions.map((session) => (
              <Group key={session.id} justify="space-between" wrap="nowrap">
                <Text size="sm">{formatDateTime(session.createdAt, lang)}</Text>
                <Text size="xs" c="dimmed" ta="right" style={{ overflowWrap: 'anywhere' }}>
                  {session.ip ?? '—'} · {session.revokedAt ? m.staff_user_session_ended() : m.staff_user_session_open()}
                </Text>
              </Group>
            ))}
          </Stack>
        </Section>
      </SimpleGrid>
      {action ? (
        <StaffReasonModal
          title={statusActionLabels[action]()}
          text={action === 'active' ? m.staff_user_reinstate_text() : m.staff_user_stop_text()}
          confirmLabel={statusActionLabels[action]()}
          confirmColor={action === 'active' ? 'green' : action === 'blacklist' ? 'red' : 'orange'}
          testId="staff-status"
          pending={pending}
          onClose={() => setAction(null)}
          onConfirm={confirm}
        />
      ) : null}
    </Stack>
  );
}

/** Issue 14: who brought this influencer, whom they brought, and the referral rewards paid to them. */
function ReferralSection({ lang, referral }: { lang: Locale; referral: NonNullable<StaffUserDetail['referral']> }) {
  return (
    <Section title={m.staff_user_referrals()} empty={false}>
      <Stack gap="sm" data-testid="staff-user-referral">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={m.staff_user_referred_by()}>
            {referral.referredBy ? (
              <AnchorLink to="/$lang/Admin/users/$userId" params={{ lang, userId: referral.referredBy.id }} fw={600} data-testid="staff-user-referrer">
                {referral.referredBy.displayName} · {referral.referredBy.referralCode}
              </AnchorLink>
            ) : (
              m.staff_user_referred_by_none()
            )}
          </Fact>
          <Fact label={m.staff_user_referred_count()}>{formatCount(referral.referredCount)}</Fact>
          <Fact label={m.staff_user_referral_rewards()}>{formatMoney(referral.rewardEarnedMinor, { decimals: 2 })}</Fact>
        </SimpleGrid>
        {referral.referred.map((friend) => (
          <Group key={friend.id} justify="space-between" wrap="nowrap" data-testid="staff-user-referred">
            <AnchorLink to="/$lang/Admin/users/$userId" params={{ lang, userId: friend.id }} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {friend.displayName}
            </AnchorLink>
            <Text size="xs" c="dimmed" ta="right">
              {formatDateTime(friend.joinedAt, lang)} · {referralStatusLabel[friend.status]()}
              {friend.rewardMinor > 0 ? ` · ${formatMoney(friend.rewardMinor, { decimals: 2 })}` : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}
