import { Alert, Badge, Button, Card, FileInput, Group, Loader, NumberInput, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClockHour4, IconKey, IconLink, IconPlugConnected } from '@tabler/icons-react';
import { connectableChannelTypes, isOauthChannelType, type QualificationResult } from '#common/channels';
import type { Locale, SocialChannelType } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { todayLocal } from '#common/dates';
import { DateField } from '#client/components/date-field';
import { problemMessage } from '#client/app/problem-message';
import { ButtonLink } from '#client/app/ui/links';
import { useChannelAdd, useManualForm, usePrivilegeCode, type ManualForm } from './use-channel-add';
import { channelTypeNames, connectFailureText, resultHelp, resultTitles, tierLabels } from '../labels';

/**
 * Influencer/channelAdd: the channelQualification machine drives the steps; the server decides
 * every result. OAuth platforms leave for the platform's consent page and come back here with
 * `?channel=` (or `?channelError=`).
 */
export function ChannelAddScreen({ lang, uuid, returnedChannel, channelError }: { lang: Locale; uuid: string; returnedChannel?: string; channelError?: string }) {
  const { actor, state, context, fieldErrors, choose, submitManual, stateName, manualProblem } = useChannelAdd({ lang, uuid, returnedChannel, channelError });

  return (
    <Stack gap="lg" data-testid="channel-add" data-state={stateName}>
      {state.matches('choosing') ? (
        <>
          {channelError && !returnedChannel ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {connectFailureText(channelError)}
            </Alert>
          ) : null}
          <PrivilegeCode state={state.value} privilegeError={context.privilegeError} code={context.privilegeCode} error={context.error} onSubmit={(code) => actor.send({ type: 'privilege.submit', code })} onClear={() => actor.send({ type: 'privilege.clear' })} />
          <Text fw={600}>{m.channel_add_choose()}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {connectableChannelTypes.map((type) => (
              <UnstyledButton key={type} onClick={() => void choose(type)} data-testid={`channel-type-${type}`} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12, padding: 14 }}>
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size={40} radius="md">
                    {isOauthChannelType(type) ? <IconPlugConnected size={22} /> : <IconLink size={22} />}
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{channelTypeNames[type]}</Text>
                    <Text size="xs" c="dimmed">
                      {isOauthChannelType(type) ? m.channel_add_by_oauth() : m.channel_add_by_link()}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </>
      ) : null}

      {state.matches('authorising') ? (
        <Busy text={m.channel_add_redirecting({ platform: channelTypeNames[context.channelType!] })}>
          <Button variant="default" onClick={() => actor.send({ type: 'wizard.cancel' })}>
            {m.channel_cancel()}
          </Button>
        </Busy>
      ) : null}

      {state.matches('manualEntry') ? (
        <ManualEntry lang={lang} type={context.channelType!} errors={fieldErrors} problem={manualProblem} onSubmit={(form) => void submitManual(form)} onCancel={() => actor.send({ type: 'wizard.cancel' })} />
      ) : null}

      {state.matches('submitting') ? <Busy text={m.channel_add_sending()} /> : null}
      {state.matches('fetching') ? <Busy text={m.channel_add_checking()} /> : null}

      {state.matches('qualified') ? (
        <Outcome color="green" icon={<IconCircleCheck size={28} />} title={resultTitles.qualified()} text={resultHelp.qualified()} testId="channel-result-qualified">
          {context.tier ? <Badge size="lg" variant="light" color="green" data-testid="channel-tier">{tierLabels[context.tier]()}</Badge> : null}
          <Group>
            <ButtonLink to="/$lang/Influencer/channelDetail" params={{ lang }} search={{ id: context.channelId! }} data-testid="channel-see-detail">
              {m.channel_see_detail()}
            </ButtonLink>
            <ButtonLink to="/$lang/Influencer/dashboard" params={{ lang }} variant="default">
              {m.channel_to_dashboard()}
            </ButtonLink>
          </Group>
        </Outcome>
      ) : null}

      {state.matches('notQualified') && context.result ? (
        <Outcome color="orange" icon={<IconAlertCircle size={28} />} title={resultTitles[context.result as QualificationResult]()} text={resultHelp[context.result as QualificationResult]()} testId={`channel-result-${context.result}`}>
          <RetryCancel onRetry={() => actor.send({ type: 'wizard.retry' })} onCancel={() => actor.send({ type: 'wizard.cancel' })} />
        </Outcome>
      ) : null}

      {state.matches('waitingReview') ? (
        <Outcome color="blue" icon={<IconClockHour4 size={28} />} title={m.channel_waiting_title()} text={m.channel_waiting_text()} testId="channel-result-waiting">
          <ButtonLink to="/$lang/Influencer/dashboard" params={{ lang }} variant="default" w="fit-content">
            {m.channel_to_dashboard()}
          </ButtonLink>
        </Outcome>
      ) : null}

      {state.matches('failed') || state.matches('rejected') ? (
        <Outcome color="red" icon={<IconAlertCircle size={28} />} title={m.channel_failed_title()} text={connectFailureText(context.error)} testId="channel-failed">
          <RetryCancel onRetry={() => actor.send({ type: 'wizard.retry' })} onCancel={() => actor.send({ type: 'wizard.cancel' })} />
        </Outcome>
      ) : null}

      {state.matches('cancelled') ? (
        <Outcome color="gray" icon={<IconPlugConnected size={28} />} title={m.channel_cancelled()} text="" testId="channel-cancelled">
          <ButtonLink to="/$lang/Influencer/dashboard" params={{ lang }} variant="default" w="fit-content">
            {m.channel_to_dashboard()}
          </ButtonLink>
        </Outcome>
      ) : null}
    </Stack>
  );
}

function Busy({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <Stack align="center" py="xl" gap="md" aria-busy="true">
      <Loader />
      <Text>{text}</Text>
      {children}
    </Stack>
  );
}

function Outcome({ color, icon, title, text, testId, children }: { color: string; icon: React.ReactNode; title: string; text: string; testId: string; children?: React.ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg" data-testid={testId} style={{ borderColor: `var(--mantine-color-${color}-3)` }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color={color} variant="light" size={44} radius="xl" style={{ flexShrink: 0 }}>
            {icon}
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="xl" data-testid="channel-result-title">
              {title}
            </Title>
            {text ? <Text c="dimmed">{text}</Text> : null}
          </Stack>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function RetryCancel({ onRetry, onCancel }: { onRetry: () => void; onCancel: () => void }) {
  return (
    <Group>
      <Button onClick={onRetry} data-testid="channel-retry">
        {m.channel_retry()}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {m.channel_cancel()}
      </Button>
    </Group>
  );
}

const privilegeErrorText = { incorrect: () => m.problem_privilege_incorrect(), quota_exceeded: () => m.problem_privilege_quota_exceeded(), expired: () => m.problem_privilege_expired() };

function PrivilegeCode({ state, code, privilegeError, error, onSubmit, onClear }: { state: unknown; code: string | null; privilegeError: keyof typeof privilegeErrorText | null; error: string | null; onSubmit: (code: string) => void; onClear: () => void }) {
  const { text, setText, checking, submit } = usePrivilegeCode(state, onSubmit);
  if (code) {
    return (
      <Alert color="green" variant="light" icon={<IconKey size={20} />} data-testid="privilege-accepted">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{m.channel_privilege_accepted({ code })}</Text>
          <Button size="xs" variant="subtle" onClick={onClear}>
            {m.channel_privilege_remove()}
          </Button>
        </Group>
      </Alert>
    );
  }
  const message = privilegeError ? privilegeErrorText[privilegeError]() : error ? problemMessage({ type: error }) : null;
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={m.channel_privilege_label()}
          description={m.channel_privilege_help()}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={message}
          data-testid="privilege-input"
          autoComplete="off"
        />
        <Button type="submit" variant="light" loading={checking} data-testid="privilege-apply" mb={message ? 22 : 0}>
          {m.channel_privilege_apply()}
        </Button>
      </Group>
    </form>
  );
}

function ManualEntry({ lang, type, errors, problem, onSubmit, onCancel }: { lang: Locale; type: SocialChannelType; errors: Record<string, string>; problem: string | null; onSubmit: (form: ManualForm) => void; onCancel: () => void }) {
  const { form, set, submit } = useManualForm(type, onSubmit);
  return (
    <form onSubmit={submit} data-testid="channel-manual-form">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {m.channel_manual_title({ platform: channelTypeNames[type] })}
        </Title>
        <Text size="sm" c="dimmed">
          {m.channel_manual_text({ platform: channelTypeNames[type] })}
        </Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
            {problemMessage({ type: problem })}
          </Alert>
        ) : null}
        <TextInput required label={m.channel_manual_name()} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} data-testid="manual-name" maxLength={100} />
        <TextInput required type="url" label={m.channel_manual_url()} placeholder="https://" value={form.profileUrl} onChange={(e) => set('profileUrl', e.currentTarget.value)} data-testid="manual-url" />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput required min={0} allowDecimal={false} thousandSeparator="," label={m.channel_followers()} value={form.followers} onChange={(value) => set('followers', value)} data-testid="manual-followers" />
          <NumberInput required min={0} allowDecimal={false} thousandSeparator="," label={m.channel_following()} value={form.following} onChange={(value) => set('following', value)} data-testid="manual-following" />
          <NumberInput required min={0} max={100} decimalScale={2} suffix=" %" label={m.channel_engagement()} value={form.engagementRate} onChange={(value) => set('engagementRate', value)} data-testid="manual-engagement" />
        </SimpleGrid>
        <DateField required label={m.channel_last_post()} lang={lang} value={form.lastPostAt} onChange={(value) => set('lastPostAt', value)} maxDate={todayLocal()} testId="manual-last-post" />
        <FileInput
          required
          accept="image/png,image/jpeg,image/webp,image/gif"
          label={m.channel_manual_evidence()}
          description={m.channel_manual_evidence_help()}
          value={form.evidence}
          onChange={(file) => set('evidence', file)}
          error={errors.evidence}
          data-testid="manual-evidence"
          clearable
        />
        <Group mt="sm">
          <Button type="submit" data-testid="manual-submit">
            {m.channel_manual_submit()}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {m.channel_cancel()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
