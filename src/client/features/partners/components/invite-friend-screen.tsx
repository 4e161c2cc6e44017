import { Alert, Badge, Button, Card, CopyButton, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconBrandLine, IconCheck, IconCopy, IconGift, IconUserPlus } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';
import { Loading, PageFrame } from '#client/features/account/page';
import { referralStatusColor, referralStatusLabel } from '#client/components/referral-status-label';
import { useInviteFriend, useQrCode } from './use-invite-friend';

/** The link as a QR code, drawn in the browser on this page only. */
function QrCode({ value, label }: { value: string; label: string }) {
  const src = useQrCode(value);
  if (!src) return <Skeleton w={180} h={180} radius="md" />;
  return <Image src={src} alt={label} w={180} h={180} radius="md" bg="white" p={6} style={{ border: '1px solid var(--mantine-color-gray-3)' }} data-testid="invite-qr" />;
}

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <TextInput label={label} value={value} readOnly style={{ flex: 1, minWidth: 0 }} data-testid={testId} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button onClick={copy} variant="light" color={copied ? 'teal' : undefined} leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />} aria-label={`${copied ? m.invite_copied() : m.invite_copy()}: ${label}`}>
            {copied ? m.invite_copied() : m.invite_copy()}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * /{lang}/Influencer/inviteFriend: my referral code and link (?ref=, read by the sign-up wizard
 * and kept in the referral cookie), shared by copy, LINE or QR, and who joined with it. When
 * the platform pays a referral reward (configuration, off by default) the page says how much per
 * friend's first completed job; what rewards paid shows whenever there is any.
 */
export function InviteFriendScreen({ userId, lang }: { userId: string; lang: Locale }) {
  const { referrals, first, link, lineShareUrl, friends, rewarding, showMore } = useInviteFriend({ userId, lang });
  return (
    <PageFrame size="md" title={m.page_influencer_invite_friend_title()} subtitle={m.invite_subtitle()} testId="invite-friend">
      {referrals.isPending ? <Loading /> : null}
      {referrals.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title={m.invite_error_title()} role="alert" data-testid="invite-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problemText(referrals.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void referrals.refetch()}>
              {m.invite_retry()}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {first ? (
        <>
          <Card withBorder radius="lg" padding="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" style={{ alignItems: 'center' }}>
              <Stack gap="md">
                <div>
                  <Text size="sm" c="dimmed">
                    {m.invite_code_label()}
                  </Text>
                  <Text fz={32} fw={800} ff="monospace" c="kolify.7" data-testid="invite-code" style={{ letterSpacing: 2 }}>
                    {first.code}
                  </Text>
                </div>
                <CopyField label={m.invite_link_label()} value={link} testId="invite-link" />
                <Group gap="sm">
                  <CopyButton value={first.code}>
                    {({ copied, copy }) => (
                      <Button variant="default" onClick={copy} leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}>
                        {copied ? m.invite_copied() : m.invite_copy_code()}
                      </Button>
                    )}
                  </CopyButton>
                  <Button
                    component="a"
                    href={lineShareUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="green"
                    leftSection={<IconBrandLine size={18} />}
                    data-testid="invite-line"
                  >
                    {m.invite_share_line()}
                  </Button>
                </Group>
              </Stack>
              <Stack align="center" gap={6}>
                <QrCode value={link} label={m.invite_qr_alt({ code: first.code })} />
                <Text size="xs" c="dimmed" ta="center">
                  {m.invite_qr_hint()}
                </Text>
              </Stack>
            </SimpleGrid>
          </Card>
          {rewarding ? (
            <Alert variant="light" color="teal" icon={<IconGift />} title={first.rewardPerFriendMinor > 0 ? m.invite_reward_on({ amount: formatMoney(first.rewardPerFriendMinor) }) : m.invite_reward_off()} data-testid="invite-reward">
              {first.rewardEarnedMinor > 0 ? m.invite_reward_earned({ amount: formatMoney(first.rewardEarnedMinor, { decimals: 2 }) }) : m.invite_reward_none()}
            </Alert>
          ) : null}
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {m.invite_friends_title()}
            </Title>
            {friends.length === 0 ? (
              <Paper withBorder p="xl" data-testid="invite-empty">
                <Stack align="center" gap="xs">
                  <IconUserPlus size={36} stroke={1.4} color="var(--mantine-color-dimmed)" />
                  <Text c="dimmed" ta="center">
                    {m.invite_friends_empty()}
                  </Text>
                </Stack>
              </Paper>
            ) : (
              <Paper withBorder>
                <Table.ScrollContainer minWidth={320}>
                  <Table verticalSpacing="sm" data-testid="invite-friends">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{m.invite_friend_name()}</Table.Th>
                        <Table.Th visibleFrom="xs">{m.invite_friend_joined()}</Table.Th>
                        <Table.Th>{m.invite_friend_status()}</Table.Th>
                        {rewarding ? <Table.Th ta="right">{m.invite_friend_reward()}</Table.Th> : null}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {friends.map((friend) => (
                        <Table.Tr key={`${friend.joinedAt}-${friend.displayName}`} data-testid="invite-friend-row">
                          <Table.Td>
                            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
                              {friend.displayName}
                            </Text>
                            {/* On a phone the date goes under the name, so the status keeps its full label. */}
                            <Text size="xs" c="dimmed" hiddenFrom="xs">
                              {formatDate(friend.joinedAt, lang)}
                            </Text>
                          </Table.Td>
                          <Table.Td visibleFrom="xs">{formatDate(friend.joinedAt, lang)}</Table.Td>
                          <Table.Td>
                            <Badge variant="light" color={referralStatusColor[friend.status]} styles={{ root: { maxWidth: 'none', height: 'auto', minHeight: 20 }, label: { overflow: 'visible', whiteSpace: 'normal', textOverflow: 'clip' } }}>
                              {referralStatusLabel[friend.status]()}
                            </Badge>
                          </Table.Td>
                          {rewarding ? (
                            <Table.Td ta="right" data-testid="invite-friend-reward">
                              {friend.rewardMinor > 0 ? formatMoney(friend.rewardMinor, { decimals: 2 }) : '—'}
                            </Table.Td>
                          ) : null}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            )}
            {referrals.hasNextPage ? (
              <Button variant="default" onClick={showMore} loading={referrals.isFetchingNextPage} w="fit-content">
                {m.invite_show_more()}
              </Button>
            ) : null}
          </Stack>
        </>
      ) : null}
    </PageFrame>
  );
}
