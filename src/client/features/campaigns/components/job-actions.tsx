import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { Job } from '#common/contracts/campaigns';
import { m } from '#common/paraglide/messages.js';
import type { Locale } from '#common/enums';
import { jobActionLabel } from '../labels';
import { useJobActions } from './use-job-actions';

/**
 * The buttons of one job for whoever looks at it: only the events the job machine allows this
 * side now (`allowedEvents`, from the server). Events that carry data open their small form.
 */
/** `window`: the campaign's posting days, named when a link is sent before they start (the influencer's side). */
export function JobActions({ job, window, lang }: { job: Job; window?: { postFrom: string; postTo: string }; lang?: Locale }) {
  const { open, press, text, setText, insight, setInsight, send, sending, sendingType, errors, error } = useJobActions(job, window, lang);
  if (job.allowedEvents.length === 0) return null;
  const danger = new Set(['job.decline', 'job.cancel']);

  return (
    <Stack gap="xs" data-testid="job-actions">
      <Group gap="xs">
        {job.allowedEvents.map((type) => (
          <Button
            key={type}
            size="xs"
            variant={danger.has(type) ? 'light' : open === type ? 'filled' : type === job.allowedEvents[0] ? 'filled' : 'light'}
            color={danger.has(type) ? 'red' : undefined}
            loading={sendingType === type}
            onClick={() => press(type)}
            data-testid={`job-action-${type.slice(4)}`}
          >
            {jobActionLabel(type)}
          </Button>
        ))}
      </Group>
      {open === 'job.submitPost' && (
        <Group align="flex-end" gap="xs">
          <TextInput label={m.job_field_post_url()} placeholder="https://" value={text} onChange={(event) => setText(event.currentTarget.value)} error={errors.postUrl} style={{ flex: 1, minWidth: 200 }} data-testid="job-post-url" />
          <Button size="sm" onClick={() => send({ type: 'job.submitPost', postUrl: text })} loading={sending} data-testid="job-post-send">
            {m.job_send()}
          </Button>
        </Group>
      )}
      {open === 'job.ship' && (
        <Group align="flex-end" gap="xs">
          <TextInput label={m.job_field_tracking()} value={text} onChange={(event) => setText(event.currentTarget.value)} error={errors.trackingNumber} style={{ flex: 1, minWidth: 200 }} data-testid="job-tracking" />
          <Button size="sm" onClick={() => send({ type: 'job.ship', trackingNumber: text })} loading={sending}>
            {m.job_send()}
          </Button>
        </Group>
      )}
      {open === 'job.requestChanges' && (
        <Stack gap="xs">
          <Textarea label={m.job_field_note()} value={text} onChange={(event) => setText(event.currentTarget.value)} error={errors.note} autosize minRows={2} data-testid="job-note" />
          <Button size="sm" w="fit-content" onClick={() => send({ type: 'job.requestChanges', note: text })} loading={sending} data-testid="job-note-send">
            {m.job_send()}
          </Button>
        </Stack>
      )}
      {open === 'job.submitInsight' && (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(['reach', 'impressions', 'engagement'] as const).map((key) => (
              <NumberInput
                key={key}
                label={{ reach: m.job_field_reach(), impressions: m.job_field_impressions(), engagement: m.job_field_engagement() }[key]}
                min={0}
                thousandSeparator=","
                value={insight[key]}
                onChange={(value) => setInsight(key, Number(value) || 0)}
                error={errors[`insight.${key}`]}
                data-testid={`job-insight-${key}`}
              />
            ))}
          </SimpleGrid>
          <Button size="sm" w="fit-content" onClick={() => send({ type: 'job.submitInsight', insight: { ...insight, screenshots: [] } })} loading={sending} data-testid="job-insight-send">
            {m.job_send()}
          </Button>
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert" py="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
