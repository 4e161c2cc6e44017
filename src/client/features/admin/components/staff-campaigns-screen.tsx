import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconEye, IconEyeOff, IconSpeakerphone } from '@tabler/icons-react';
import type { StaffCampaignRow } from '#common/contracts/staff';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';
import { AnchorLink } from '#client/app/ui/links';
import { StackTable } from '#client/components/stack-table';
import { useSetCampaignHidden, useStaffCampaigns } from '../api/campaigns';
import { QueryState, StaffScreen, StaffSearch } from './staff-parts';

const statusLabels: Record<StaffCampaignRow['status'], () => string> = {
  published: m.campaign_status_published,
  closed: m.campaign_status_closed,
  cancelled: m.campaign_status_cancelled,
};

/**
 * /{lang}/Admin/campaigns (issue 32, decision 054): public campaigns, and the brand-safety control
 * that takes one off the public board and the job market (or puts it back), confirmed with a reason.
 */
export function StaffCampaignsScreen({ lang }: { lang: Locale }) {
  const [q, setQ] = useState('');
  const [acting, setActing] = useState<StaffCampaignRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const campaigns = useStaffCampaigns(q);
  const items = campaigns.data?.pages.flatMap((page) => page.items) ?? [];
  const columns = { campaign: m.staff_campaigns_col_campaign(), marketer: m.staff_campaigns_col_marketer(), status: m.staff_campaigns_col_status(), board: m.staff_campaigns_col_board(), action: m.staff_campaigns_col_action() };
  return (
    <StaffScreen title={m.staff_campaigns_title()} text={m.staff_campaigns_text()} testId="staff-campaigns">
      <StaffSearch label={m.staff_campaigns_search_label()} placeholder={m.staff_campaigns_search_placeholder()} testId="staff-campaigns" onSearch={setQ} />
      {done ? (
        <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setDone(null)} data-testid="staff-campaigns-done">
          {done}
        </Alert>
      ) : null}
      <QueryState query={campaigns}>
        {() =>
          items.length === 0 ? (
            <Card withBorder padding="xl" data-testid="staff-campaigns-empty">
              <Stack align="center" gap="xs">
                <IconSpeakerphone size={32} color="var(--mantine-color-gray-5)" aria-hidden />
                <Text c="dimmed">{m.staff_campaigns_empty()}</Text>
              </Stack>
            </Card>
          ) : (
            <Stack gap="sm">
              <StackTable
                minWidth={760}
                striped
                highlightOnHover
                verticalSpacing="sm"
                data-testid="staff-campaigns-table"
                columns={[columns.campaign, columns.marketer, columns.status, columns.board, { label: columns.action, align: 'right', hidden: true }]}
              >
                {items.map((campaign) => (
                  <Table.Tr key={campaign.id} data-testid="staff-campaign-row" data-campaign-id={campaign.id}>
                    <Table.Td data-label={columns.campaign}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {campaign.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {campaign.brandName} · {m.staff_campaigns_jobs({ count: String(campaign.jobCount) })}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label={columns.marketer}>
                      <AnchorLink to="/$lang/Admin/users/$userId" params={{ lang, userId: campaign.marketerId }} size="sm">
                        {campaign.marketerName}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td data-label={columns.status}>
                      <Text size="sm">{statusLabels[campaign.status]()}</Text>
                      {campaign.publishedAt ? (
                        <Text size="xs" c="dimmed">
                          {m.staff_campaigns_apply_by({ date: formatDate(campaign.applyBy, lang) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td data-label={columns.board}>
                      {campaign.hiddenAt ? (
                        <Stack gap={2} align="flex-start">
                          <Badge color="orange" variant="light" data-testid="staff-campaign-hidden">
                            {m.staff_campaigns_hidden()}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {m.staff_campaigns_hidden_since({ date: formatDate(campaign.hiddenAt, lang) })}
                          </Text>
                        </Stack>
                      ) : (
                        <Badge color="green" variant="light" data-testid="staff-campaign-shown">
                          {m.staff_campaigns_shown()}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td data-label={columns.action} ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        color={campaign.hiddenAt ? 'green' : 'orange'}
                        leftSection={campaign.hiddenAt ? <IconEye size={14} /> : <IconEyeOff size={14} />}
                        onClick={() => setActing(campaign)}
                        aria-label={campaign.hiddenAt ? m.staff_campaigns_show_named({ name: campaign.name }) : m.staff_campaigns_hide_named({ name: campaign.name })}
                        data-testid={campaign.hiddenAt ? 'staff-campaign-show' : 'staff-campaign-hide'}
                      >
                        {campaign.hiddenAt ? m.staff_campaigns_show() : m.staff_campaigns_hide()}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </StackTable>
              {campaigns.hasNextPage ? (
                <Button variant="light" w="fit-content" mx="auto" loading={campaigns.isFetchingNextPage} onClick={() => void campaigns.fetchNextPage()}>
                  {m.staff_more()}
                </Button>
              ) : null}
            </Stack>
          )
        }
      </QueryState>
      {acting ? <HiddenModal campaign={acting} onClose={() => setActing(null)} onDone={setDone} /> : null}
    </StaffScreen>
  );
}

/** The confirmation: what hiding (or showing) does, and the reason the audit log keeps. */
function HiddenModal({ campaign, onClose, onDone }: { campaign: StaffCampaignRow; onClose: () => void; onDone: (message: string) => void }) {
  const hide = campaign.hiddenAt === null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setHidden = useSetCampaignHidden();
  const submit = () => {
    if (reason.trim().length < 3) {
      setError(m.staff_reason_required());
      return;
    }
    setHidden.mutate(
      { id: campaign.id, hidden: hide, reason: reason.trim() },
      {
        onSuccess: () => {
          onDone(hide ? m.staff_campaigns_done_hidden({ name: campaign.name }) : m.staff_campaigns_done_shown({ name: campaign.name }));
          onClose();
        },
        onError: (failure) => setError(problemText(failure)),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={hide ? m.staff_campaigns_hide_title({ name: campaign.name }) : m.staff_campaigns_show_title({ name: campaign.name })} centered>
      <Stack gap="md" data-testid="staff-campaign-modal">
        <Text size="sm">{hide ? m.staff_campaigns_hide_text() : m.staff_campaigns_show_text()}</Text>
        <Textarea
          label={m.staff_reason_label()}
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-testid="staff-campaign-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.staff_cancel()}
          </Button>
          <Button color={hide ? 'orange' : 'green'} loading={setHidden.isPending} onClick={submit} data-testid="staff-campaign-confirm">
            {hide ? m.staff_campaigns_hide_confirm() : m.staff_campaigns_show_confirm()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
