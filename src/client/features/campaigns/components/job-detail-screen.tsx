import type { ReactNode } from 'react';
import { Alert, Badge, Button, Grid, Group, List, Paper, Radio, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { useJobDetail } from './use-job-detail';
import { channelLabel } from '#client/components/channel-label';
import { jobPriceText } from '#client/components/job-card';
import { criterionLabel, interestLabel, postTypeLabel, problemText, tierLabel } from '../labels';
import { jobStatusColor, jobStatusLabel } from '#client/components/job-status-label';
import { JobActions } from './job-actions';
import { JobDeadline } from './job-deadline';
import { JobEarning } from './job-row';
import { CampaignAttachmentList } from './campaign-attachments';
import { PageFrame } from '#client/features/account/page';
import { ErrorState, LoadingState } from './states';

/**
 * Job detail for the influencer: the brief and criteria, how each of their channels matches,
 * applying with one channel, and once there is a job, its status, next steps and earning.
 */
export function JobDetailScreen({ lang, campaignId }: { lang: Locale; campaignId: string }) {
  const { item, job, chosen, setChannelId, apply } = useJobDetail(campaignId);
  if (item.isPending) return <LoadingState />;
  if (item.isError) return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  const { campaign, channels } = item.data;

  return (
    <PageFrame size="lg" title={campaign.name} subtitle={campaign.brandName} testId="job-detail">
      {/* Grid, not a 3-column SimpleGrid with a span: a span of 2 in the phone's one column made an implicit second column. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Paper withBorder p="lg">
            <Typography>
              {/* Sanitised on the server (the same rules as articles). */}
              <div dangerouslySetInnerHTML={{ __html: campaign.briefHtml || '<p>-</p>' }} />
            </Typography>
          </Paper>
          {(campaign.dos.length > 0 || campaign.donts.length > 0) && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <RuleList title={m.campaign_field_dos()} lines={campaign.dos} icon={<IconCheck size={14} color="var(--mantine-color-green-7)" />} />
              <RuleList title={m.campaign_field_donts()} lines={campaign.donts} icon={<IconX size={14} color="var(--mantine-color-red-7)" />} />
            </SimpleGrid>
          )}
          <CampaignAttachmentList attachments={campaign.attachments} />
        </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Paper withBorder p="lg">
            <Stack gap={6}>
              <Text size="xs" c="dimmed">
                {m.job_fee()}
              </Text>
              <Text fw={800} size="xl" c="kolify.7">
                {jobPriceText(campaign.pricePerInfluencerMinor)}
              </Text>
              <Text size="sm">{campaign.channelTypes.map(channelLabel).join(', ')}</Text>
              <Text size="sm">{campaign.postTypes.map(postTypeLabel).join(', ')}</Text>
              <Text size="sm">{tierLabel(campaign.tier)}</Text>
              {campaign.interests.length > 0 && <Text size="sm">{campaign.interests.map(interestLabel).join(', ')}</Text>}
              <Text size="sm">{m.campaign_review_dates({ applyBy: formatDate(campaign.applyBy, lang), postFrom: formatDate(campaign.postFrom, lang), postTo: formatDate(campaign.postTo, lang) })}</Text>
              {campaign.productShipping && <Text size="sm">{m.job_product_shipped()}</Text>}
              {campaign.hashtags.length > 0 && <Text size="sm">{campaign.hashtags.join(' ')}</Text>}
              {campaign.couponCode && <Text size="sm">{m.job_coupon({ code: campaign.couponCode })}</Text>}
            </Stack>
          </Paper>

          {item.data.jobId ? (
            <Paper withBorder p="lg" data-testid="job-panel">
              {job.isPending ? (
                <LoadingState />
              ) : job.isError ? (
                <ErrorState error={job.error} onRetry={() => void job.refetch()} />
              ) : (
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Text fw={700}>{m.job_your_job()}</Text>
                    <Badge color={jobStatusColor(job.data.status)} variant="light" data-testid="job-status">
                      {jobStatusLabel(job.data.status)}
                    </Badge>
                  </Group>
                  {job.data.mismatchReasons.length > 0 && (
                    <Alert color="gray" data-testid="job-mismatch">
                      {m.job_mismatch_reasons({ reasons: job.data.mismatchReasons.map(criterionLabel).join(', ') })}
                    </Alert>
                  )}
                  {job.data.changeNote && job.data.status === 'READY' && (
                    <Alert color="orange" title={m.job_changes_requested()} data-testid="job-change-note">
                      {job.data.changeNote}
                    </Alert>
                  )}
                  {job.data.trackingNumber && <Text size="sm">{m.job_tracking_line({ number: job.data.trackingNumber })}</Text>}
                  <JobEarning job={job.data} testId="job-earning" />
                  {job.data.status === 'CANCEL' && (
                    <Text size="sm" c="dimmed" data-testid="job-cancelled-note">
                      {m.job_cancelled_note()}
                    </Text>
                  )}
                  <JobDeadline job={job.data} viewer="influencer" lang={lang} />
                  <JobActions job={job.data} window={campaign} lang={lang} />
                </Stack>
              )}
            </Paper>
          ) : (
            <Paper withBorder p="lg" data-testid="job-apply">
              <Stack gap="sm">
                <Title order={4}>{m.job_apply_title()}</Title>
                {channels.length === 0 ? (
                  <Stack gap="xs">
                    <Text size="sm" c="dimmed">
                      {m.job_apply_no_channels()}
                    </Text>
                    <ButtonLink to="/$lang/Influencer/channelAdd" params={{ lang }} size="xs" variant="light" w="fit-content">
                      {m.job_apply_add_channel()}
                    </ButtonLink>
                  </Stack>
                ) : (
                  <Radio.Group value={chosen} onChange={setChannelId} label={m.job_apply_choose()}>
                    <Stack gap="xs" mt="xs">
                      {channels.map((channel) => (
                        <Radio
                          key={channel.channelId}
                          value={channel.channelId}
                          label={`${channelLabel(channel.channelType)} · ${channel.name}`}
                          description={channel.failedCriteria.length === 0 ? m.job_apply_meets() : m.job_mismatch_reasons({ reasons: channel.failedCriteria.map(criterionLabel).join(', ') })}
                          data-testid="job-apply-channel"
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
                {apply.isError && (
                  <Alert color="red" role="alert">
                    {problemText(apply.error)}
                  </Alert>
                )}
                {channels.length > 0 && (
                  <Button onClick={() => chosen && apply.mutate(chosen)} loading={apply.isPending} disabled={!chosen} data-testid="job-apply-send">
                    {m.job_apply_send()}
                  </Button>
                )}
              </Stack>
            </Paper>
          )}
        </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}

/** The brief's do's or don'ts: a titled list, each line marked with the icon. */
function RuleList({ title, lines, icon }: { title: string; lines: string[]; icon: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Text fw={600} mb={4}>
        {title}
      </Text>
      <List size="sm" icon={icon}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
