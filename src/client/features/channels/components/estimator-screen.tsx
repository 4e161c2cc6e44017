import { Alert, Badge, Button, Card, Container, Group, NumberInput, SimpleGrid, Stack, Stepper, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconCalculator, IconSparkles } from '@tabler/icons-react';
import { connectableChannelTypes } from '#common/channels';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { formatCount } from '#common/money';
import { problemMessage } from '#client/app/problem-message';
import { toProblem } from '#client/api/problem';
import { ButtonLink } from '#client/app/ui/links';
import { channelTypeNames, tierLabels } from '../labels';
import { EstimateTable } from './channel-detail-screen';
import { useEstimator } from './use-estimator';

/**
 * The open earnings estimator (SPEC §4: choose social → estimate → calculate), before sign-up.
 * The server computes the PRODUCT.md formula; the visitor types their own figures.
 */
export function EstimatorScreen({ lang }: { lang: Locale }) {
  const { step, setStep, type, choose, handle, setHandle, followers, setFollowers, engagementRate, setEngagementRate, calculate, submit } = useEstimator();

  return (
    <Container size="md" py={{ base: 'lg', md: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Badge variant="light" leftSection={<IconCalculator size={14} />} w="fit-content">
            {m.channel_estimator_eyebrow()}
          </Badge>
          <Title order={1} fz={{ base: 26, md: 34 }}>
            {m.channel_estimator_title()}
          </Title>
          <Text c="dimmed">{m.channel_estimator_text()}</Text>
        </Stack>
        <Card withBorder radius="lg" padding="lg" data-testid="estimator" data-step={['choose', 'estimate', 'calculate'][step]}>
          <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm" allowNextStepsSelect={false}>
            <Stepper.Step label={m.channel_estimator_step_choose()}>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt="md">
                {connectableChannelTypes.map((option) => (
                  <UnstyledButton
                    key={option}
                    onClick={() => choose(option)}
                    data-testid={`estimator-type-${option}`}
                    aria-pressed={type === option}
                    style={{ border: `1px solid var(--mantine-color-${type === option ? 'kolify-5' : 'gray-3'})`, borderRadius: 12, padding: 14, textAlign: 'center' }}
                  >
                    <Text fw={600}>{channelTypeNames[option]}</Text>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </Stepper.Step>
            <Stepper.Step label={m.channel_estimator_step_estimate()}>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  submit();
                }}
              >
                <Stack gap="sm" mt="md">
                  <Text fw={600}>{type ? channelTypeNames[type] : ''}</Text>
                  <TextInput label={m.channel_estimator_handle()} placeholder="@yourname" value={handle} onChange={(event) => setHandle(event.currentTarget.value)} maxLength={100} data-testid="estimator-handle" />
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <NumberInput required min={0} max={1_000_000_000} allowDecimal={false} thousandSeparator="," label={m.channel_followers()} value={followers} onChange={setFollowers} data-testid="estimator-followers" />
                    <NumberInput required min={0} max={100} decimalScale={2} suffix=" %" label={m.channel_engagement()} description={m.channel_estimator_engagement_help()} value={engagementRate} onChange={setEngagementRate} data-testid="estimator-engagement" />
                  </SimpleGrid>
                  {calculate.error ? (
                    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                      {problemMessage(toProblem(calculate.error))}
                    </Alert>
                  ) : null}
                  <Group>
                    <Button type="submit" loading={calculate.isPending} leftSection={<IconCalculator size={18} />} data-testid="estimator-calculate">
                      {m.channel_estimator_calculate()}
                    </Button>
                    <Button variant="default" onClick={() => setStep(0)}>
                      {m.channel_estimator_back()}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Stepper.Step>
            <Stepper.Step label={m.channel_estimator_step_calculate()}>
              {calculate.data ? (
                <Stack gap="md" mt="md" data-testid="estimator-result">
                  <Group gap="xs">
                    <Text fw={600}>{channelTypeNames[calculate.data.socialType]}</Text>
                    <Badge variant="outline">{tierLabels[calculate.data.tier]()}</Badge>
                    <Text c="dimmed" size="sm">
                      {m.channel_list_followers({ count: formatCount(calculate.data.followers) })}
                    </Text>
                  </Group>
                  <EstimateTable rows={calculate.data.rows} testId="estimator-table" />
                  <Text size="xs" c="dimmed">
                    {m.channel_estimator_disclaimer()}
                  </Text>
                  <Card bg="kolify.0" radius="md" padding="md">
                    <Stack gap="xs">
                      <Text fw={600}>{m.channel_estimator_signup_title()}</Text>
                      <Text size="sm">{m.channel_estimator_signup_text()}</Text>
                      <Group>
                        <ButtonLink to="/$lang/Influencer/signup" params={{ lang }} variant="gradient" leftSection={<IconSparkles size={18} />} data-testid="estimator-signup">
                          {m.channel_estimator_signup()}
                        </ButtonLink>
                        <Button variant="default" onClick={() => setStep(1)}>
                          {m.channel_estimator_again()}
                        </Button>
                      </Group>
                    </Stack>
                  </Card>
                </Stack>
              ) : null}
            </Stepper.Step>
          </Stepper>
        </Card>
      </Stack>
    </Container>
  );
}
