import { Alert, Anchor, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title, Typography } from '@mantine/core';
import { IconDownload, IconEyeOff } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { currencyLabel, formatCount, formatMoney, percentOfBp } from '#common/money';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { getLocale } from '#common/paraglide/runtime.js';
import { ButtonLink } from '#client/app/ui/links';
import { useCampaignReport } from '../api/campaigns';
import { useCampaignManage } from './use-campaign-manage';
import { channelLabel } from '#client/components/channel-label';
import { campaignStatusColor, campaignStatusLabel, criterionLabel, problemText, tierLabel } from '../labels';
import { jobStatusLabel } from '#client/components/job-status-label';
import { CampaignAttachmentList } from './campaign-attachments';
import { DiscoverPanel } from './discover-panel';
import { JobRow } from './job-row';
import { JobDeadline } from './job-deadline';
import { PageFrame } from '#client/features/account/page';
import { EmptyState, ErrorState, LoadingState } from './states';
import { StackTable } from '#client/components/stack-table';


/** Manage one campaign: its state and money, applicants and jobs with their actions, and the report. */
export function CampaignManageScreen({ lang, campaignId }: { lang: Locale; campaignId: string }) {
  const { campaign, jobs, change, unfunded, unslotted } = useCampaignManage(campaignId);
  if (campaign.isPending) return <LoadingState />;
  if (campaign.isError) return <ErrorState error={campaign.error} onRetry={() => void campaign.refetch()} />;
  const data = campaign.data;

  return (
    <PageFrame
      size="lg"
      title={data.name}
      subtitle={`${data.visibility === 'public' ? m.campaign_visibility_public() : m.campaign_visibility_invite_only()} · ${data.channelTypes.map(channelLabel).join(', ')} · ${tierLabel(data.tier)}`}
      testId="campaign-manage"
      actions={
        <Group gap="xs" mt="xs">
          <Badge color={campaignStatusColor(data.status)} variant="light" size="lg" data-testid="campaign-status">
            {campaignStatusLabel(data.status)}
          </Badge>
          {data.hidden && (
            <Badge color="orange" variant="light" size="lg" data-testid="campaign-hidden-badge">
              {m.campaign_hidden_badge()}
            </Badge>
          )}
          {data.status === 'draft' && (
            <ButtonLink to="/$lang/Marketer/campaignCreate" params={{ lang }} search={{ funding: data.funding, campaignId }} size="xs" variant="light" data-testid="campaign-edit">
              {m.campaign_edit_draft()}
            </ButtonLink>
          )}
          {data.status === 'draft' && (
            <Button size="xs" onClick={() => change.mutate('publish')} loading={change.isPending && change.variables === 'publish'} data-testid="campaign-manage-publish">
              {m.campaign_publish()}
            </Button>
          )}
          {data.status === 'published' && (
            <Button size="xs" variant="light" onClick={() => change.mutate('close')} loading={change.isPending && change.variables === 'close'} data-testid="campaign-close">
              {m.campaign_close()}
            </Button>
          )}
          {(data.status === 'draft' || data.status === 'published') && (
            <Button size="xs" variant="subtle" color="red" onClick={() => change.mutate('cancel')} loading={change.isPending && change.variables === 'cancel'} data-testid="campaign-cancel">
              {m.campaign_cancel()}
            </Button>
          )}
        </Group>
      }
    >
      {change.isError &&
        (unfunded ? (
          <Alert color="orange" title={m.campaign_error_insufficient_funds()} data-testid="campaign-unfunded">
            <ButtonLink to="/$lang/Marketer/credit/buy" params={{ lang }} size="xs" variant="light">
              {m.campaign_buy_credit()}
            </ButtonLink>
          </Alert>
        ) : unslotted ? (
          <Alert color="orange" title={m.campaign_error_insufficient_slots()} data-testid="campaign-unslotted">
            <ButtonLink to="/$lang/Marketer/packageBalance" params={{ lang }} size="xs" variant="light">
              {m.campaign_buy_package()}
            </ButtonLink>
          </Alert>
        ) : (
          <Alert color="red" role="alert">
            {problemText(change.error)}
          </Alert>
        ))}

      {data.hidden && (
        // Decision 061: staff took it off the board (brand safety); say why and what it means for the money.
        <Alert color="orange" variant="light" icon={<IconEyeOff size={20} />} title={m.campaign_hidden_title({ date: formatDate(data.hidden.at, lang) })} data-testid="campaign-hidden">
          <Stack gap={6}>
            <Text size="sm" data-testid="campaign-hidden-reason">
              {m.campaign_hidden_reason({ reason: data.hidden.reason })}
            </Text>
            <Text size="sm">{m.campaign_hidden_effect()}</Text>
            {data.status === 'published' && (
              <Text size="sm" data-testid="campaign-hidden-money">
                {data.funding === 'package' ? m.campaign_hidden_slots() : m.campaign_hidden_money()}
              </Text>
            )}
          </Stack>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label={m.campaign_field_count()} value={formatCount(data.influencerCount)} />
        {data.funding === 'package' ? (
          <>
            <Figure label={m.campaign_paid_by()} value={m.campaign_paid_by_package()} />
            <Figure label={m.campaign_slots_held()} value={formatCount(data.influencerCount)} />
          </>
        ) : (
          <>
            <Figure label={m.campaign_field_price({ currency: currencyLabel(getLocale()) })} value={data.pricePerInfluencerMinor ? formatMoney(data.pricePerInfluencerMinor) : '-'} />
            <Figure label={m.campaign_budget()} value={formatMoney(data.budgetMinor)} />
          </>
        )}
        <Figure label={m.campaign_field_apply_by()} value={formatDate(data.applyBy, lang)} />
      </SimpleGrid>

      {data.briefHtml && (
        <Paper withBorder p="lg">
          <Typography>
            {/* Sanitised on the server (the same rules as articles). */}
            <div dangerouslySetInnerHTML={{ __html: data.briefHtml }} />
          </Typography>
        </Paper>
      )}
      <CampaignAttachmentList attachments={data.attachments} />

      <Title order={3}>{m.campaign_jobs_title()}</Title>
      {jobs.isPending ? (
        <LoadingState />
      ) : jobs.isError ? (
        <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.length === 0 ? (
        <EmptyState text={data.hidden ? m.campaign_jobs_empty_hidden() : data.visibility === 'public' ? m.campaign_jobs_empty_public() : m.campaign_jobs_empty_invite()} testId="campaign-jobs-empty" />
      ) : (
        <Stack gap="sm">
          {jobs.data.map((job) => (
            <JobRow key={job.id} job={job} heading={<Text fw={600}>{job.influencerName}</Text>} subline={channelLabel(job.channelType)} testId="campaign-job">
              {job.mismatchReasons.length > 0 && (
                <Text size="sm" c="dimmed">
                  {m.job_mismatch_reasons({ reasons: job.mismatchReasons.map(criterionLabel).join(', ') })}
                </Text>
              )}
              {job.postUrl && (
                <Anchor href={job.postUrl} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {job.postUrl}
                </Anchor>
              )}
              {job.trackingNumber && <Text size="sm">{m.job_tracking_line({ number: job.trackingNumber })}</Text>}
              <JobDeadline job={job} viewer="marketer" lang={lang} />
            </JobRow>
          ))}
        </Stack>
      )}

      {data.status === 'published' && data.visibility === 'invite_only' && <DiscoverPanel lang={lang} campaignId={campaignId} />}

      {data.status !== 'draft' && <CampaignReportPanel lang={lang} campaignId={campaignId} />}
    </PageFrame>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** Reach, engagement rate, estimated media value, spend; one row per influencer; CSV; a bar per influencer's reach. */
function CampaignReportPanel({ campaignId }: { lang: Locale; campaignId: string }) {
  const report = useCampaignReport(campaignId);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const data = report.data;
  const maxReach = Math.max(1, ...data.rows.map((row) => row.reach));
  const columns = { influencer: m.campaign_report_influencer(), status: m.campaign_report_status(), reach: m.campaign_report_reach(), engagement: m.campaign_report_engagement(), price: m.campaign_report_price() };
  return (
    <Stack gap="md" data-testid="campaign-report">
      <Group justify="space-between">
        <Title order={3}>{m.campaign_report_title()}</Title>
        <Button component="a" href={`/api/campaigns/${campaignId}/report?format=csv`} download variant="light" size="xs" leftSection={<IconDownload size={14} />} data-testid="campaign-report-csv">
          {m.campaign_report_csv()}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label={m.campaign_report_reach()} value={formatCount(data.reach)} />
        <Figure label={m.campaign_report_er()} value={`${percentOfBp(data.engagementRateBp)} %`} />
        <Figure label={m.campaign_report_emv()} value={formatMoney(data.estimatedMediaValueMinor)} />
        <Figure label={m.campaign_report_spend()} value={formatMoney(data.spendMinor)} />
      </SimpleGrid>
      {data.rows.length === 0 ? (
        <EmptyState text={m.campaign_report_empty()} />
      ) : (
        <StackTable minWidth={560} striped data-testid="campaign-report-table" columns={[columns.influencer, columns.status, columns.reach, columns.engagement, columns.price]}>
          {data.rows.map((row) => (
            <Table.Tr key={row.jobId}>
              <Table.Td data-label={columns.influencer}>
                {row.influencerName}
                <Progress value={(row.reach / maxReach) * 100} size="sm" mt={4} aria-label={m.campaign_report_reach()} />
              </Table.Td>
              <Table.Td data-label={columns.status}>
                {jobStatusLabel(row.status)}
                {row.insightSource === 'platform' && (
                  <Text size="xs" c="dimmed" data-testid="campaign-report-platform">
                    {m.campaign_report_platform()}
                  </Text>
                )}
              </Table.Td>
              {/* Paid at INSIGHT's deadline without figures: say so rather than show zeros. */}
              {row.insightSource === 'not_reported' ? (
                <>
                  <Table.Td data-label={columns.reach} c="dimmed" data-testid="campaign-report-not-reported">
                    {m.campaign_report_not_reported()}
                  </Table.Td>
                  <Table.Td data-label={columns.engagement} c="dimmed">
                    {m.campaign_report_not_reported()}
                  </Table.Td>
                </>
              ) : (
                <>
                  <Table.Td data-label={columns.reach}>{formatCount(row.reach)}</Table.Td>
                  <Table.Td data-label={columns.engagement}>{formatCount(row.engagement)}</Table.Td>
                </>
              )}
              <Table.Td data-label={columns.price}>{formatMoney(row.priceMinor)}</Table.Td>
            </Table.Tr>
          ))}
        </StackTable>
      )}
    </Stack>
  );
}
