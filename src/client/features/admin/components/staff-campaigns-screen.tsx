import { Alert, Badge, Button, Card, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconSpeakerphone } from '@tabler/icons-react';
import type { StaffCampaignRow } from '#common/contracts/staff';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import { StackTable } from '#client/components/stack-table';
import { QueryState, StaffScreen, StaffSearch } from './staff-parts';
import { StaffReasonModal } from './staff-reason-modal';
import { useStaffCampaignsScreen } from './use-staff-campaigns';

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
  const { setQ, campaigns, items, acting, setActing, hide, done, setDone, confirm, pending } = useStaffCampaignsScreen();
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
      {acting ? (
        <StaffReasonModal
          title={hide ? m.staff_campaigns_hide_title({ name: acting.name }) : m.staff_campaigns_show_title({ name: acting.name })}
          text={hide ? m.staff_campaigns_hide_text() : m.staff_campaigns_show_text()}
          confirmLabel={hide ? m.staff_campaigns_hide_confirm() : m.staff_campaigns_show_confirm()}
          confirmColor={hide ? 'orange' : 'green'}
          testId="staff-campaign"
          pending={pending}
          onClose={() => setActing(null)}
          onConfirm={confirm}
        />
      ) : null}
    </StaffScreen>
  );
}
