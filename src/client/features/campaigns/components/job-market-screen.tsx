import { Badge, Button, Group, SegmentedControl, SimpleGrid } from '@mantine/core';
import type { Locale } from '#common/enums';
import type { JobMarketItem } from '#common/contracts/campaigns';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { useJobMarketScreen } from './use-job-market';
import { JobCard } from '#client/components/job-card';
import { PageFrame } from '#client/features/account/page';
import { EmptyState, ErrorState, LoadingState } from './states';

/** The influencer's job market (SPEC §7 GET /api/jobs/public?isMatch=): open public campaigns and private invitations. */
export function JobMarketScreen({ lang }: { lang: Locale }) {
  const { filter, choose, market, hasPrevious, previous, next } = useJobMarketScreen();

  return (
    <PageFrame size="lg" title={m.job_market_title()} subtitle={m.job_market_subtitle()} testId="job-market">
      <SegmentedControl
        value={filter}
        onChange={choose}
        data={[
          { value: 'all', label: m.job_market_all() },
          { value: 'match', label: m.job_market_match() },
          { value: 'other', label: m.job_market_other() },
        ]}
        w="fit-content"
        data-testid="job-market-filter"
      />
      {market.isPending ? (
        <LoadingState />
      ) : market.isError ? (
        <ErrorState error={market.error} onRetry={() => void market.refetch()} />
      ) : market.data.items.length === 0 ? (
        <EmptyState text={m.job_market_empty()} testId="job-market-empty" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {market.data.items.map((item) => (
              <MarketCampaignCard key={item.campaign.id} item={item} lang={lang} />
            ))}
          </SimpleGrid>
          <Group justify="center" gap="sm">
            {hasPrevious && (
              <Button variant="default" onClick={previous}>
                {m.job_market_previous()}
              </Button>
            )}
            {market.data.next && (
              <Button variant="light" onClick={next} data-testid="job-market-next">
                {m.job_market_next()}
              </Button>
            )}
          </Group>
        </>
      )}
    </PageFrame>
  );
}

/** One campaign of the market (decision 050: the market lists campaigns; applying makes a job). */
function MarketCampaignCard({ item, lang }: { item: JobMarketItem; lang: Locale }) {
  const { campaign } = item;
  return (
    <JobCard
      testId="job-market-card"
      brandName={campaign.brandName}
      badge={
        campaign.visibility === 'invite_only' ? (
          <Badge color="grape" variant="light" style={{ flexShrink: 0 }}>
            {m.job_market_invited()}
          </Badge>
        ) : (
          <Badge color={item.isMatch ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }} data-testid="job-market-match">
            {item.isMatch ? m.job_market_badge_match() : m.job_market_badge_other()}
          </Badge>
        )
      }
      title={
        <AnchorLink to="/$lang/Influencer/jobMarket/detail/$jobId" params={{ lang, jobId: campaign.id }} c="dark" inherit>
          {campaign.name}
        </AnchorLink>
      }
      channelTypes={campaign.channelTypes}
      feeLabel={m.job_fee()}
      pricePerInfluencerMinor={campaign.pricePerInfluencerMinor}
      action={
        <ButtonLink to="/$lang/Influencer/jobMarket/detail/$jobId" params={{ lang, jobId: campaign.id }} variant="light" size="xs">
          {item.jobId ? m.job_market_view_job() : m.job_market_details()}
        </ButtonLink>
      }
    />
  );
}
