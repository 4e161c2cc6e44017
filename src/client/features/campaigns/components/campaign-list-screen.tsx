import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { escrowedJobStatuses } from '#common/earnings';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { useCampaigns } from '../api/campaigns';
import { channelLabel } from '#client/components/channel-label';
import { campaignStatusColor, campaignStatusLabel } from '../labels';
import { PageFrame } from '#client/features/account/page';
import { EmptyState, ErrorState, LoadingState } from './states';

/** Manage campaign (by credit) / manage campaign package: the marketer's campaigns of one kind. */
export function CampaignListScreen({ lang, funding }: { lang: Locale; funding: 'credit' | 'package' }) {
  const campaigns = useCampaigns();
  const create = (
    <ButtonLink to="/$lang/Marketer/campaignCreate" params={{ lang }} search={{ funding }} leftSection={<IconPlus size={16} />} w="fit-content" data-testid="campaign-new">
      {m.campaign_new()}
    </ButtonLink>
  );
  if (campaigns.isPending) return <LoadingState />;
  if (campaigns.isError) return <ErrorState error={campaigns.error} onRetry={() => void campaigns.refetch()} />;
  const mine = campaigns.data.filter((campaign) => campaign.funding === funding);
  return (
    <PageFrame size="lg" title={funding === 'credit' ? m.campaign_list_title_credit() : m.campaign_list_title_package()} subtitle={m.campaign_list_subtitle()} actions={create} testId="campaign-list">
      {mine.length === 0 ? (
        <EmptyState text={m.campaign_list_empty()} testId="campaign-list-empty" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {mine.map((campaign) => {
            const working = escrowedJobStatuses.reduce((sum, status) => sum + (campaign.jobCounts[status] ?? 0), 0);
            return (
              <Paper key={campaign.id} withBorder p="lg" data-testid="campaign-row">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <AnchorLink to="/$lang/Marketer/campaignDetail/$campaignId" params={{ lang, campaignId: campaign.id }} fw={700} lineClamp={2}>
                      {campaign.name}
                    </AnchorLink>
                    <Badge color={campaignStatusColor(campaign.status)} variant="light" style={{ flexShrink: 0 }}>
                      {campaignStatusLabel(campaign.status)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {campaign.visibility === 'public' ? m.campaign_visibility_public() : m.campaign_visibility_invite_only()} · {campaign.channelTypes.map(channelLabel).join(', ')}
                  </Text>
                  <Group gap="lg">
                    <Text size="sm">{m.campaign_list_applicants({ count: campaign.jobCounts.MATCHED ?? 0 })}</Text>
                    <Text size="sm">{m.campaign_list_working({ count: working })}</Text>
                    <Text size="sm">{m.campaign_list_completed({ count: campaign.jobCounts.COMPLETED ?? 0 })}</Text>
                  </Group>
                  {campaign.funding === 'credit' && (
                    <Text size="sm" fw={600}>
                      {m.campaign_review_budget({ amount: formatMoney(campaign.budgetMinor) })}
                    </Text>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
