import { Avatar, Badge, Box, Card, Container, Grid, Progress, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconHeartHandshake, IconLock, IconMail, IconPhone, IconUserCircle } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { formatDate } from '#common/dates';
import type { AuthActor } from '#client/app/auth';
import { ButtonLink } from '#client/app/ui/links';
import { pageTitle } from '#client/app/pages';
import { AccountRow, PhoneValue } from '#client/features/account/account-row';
import { DeactivationSection } from '#client/features/account/deactivation-dialog';
import { ErrorAlert, Loading } from '#client/features/account/page';
import { useAccountScreen } from './use-account-screen';
import { WithdrawConsentButton } from './withdraw-consent';

/** /{lang}/Influencer/account — overview: who, contact, completeness, and where to change what. */
export function AccountScreen({ lang, uuid, auth }: { lang: Locale; uuid: string; auth: AuthActor }) {
  const { account, deactivationRole } = useAccountScreen({ lang, uuid });
  const small = { size: 'xs', variant: 'light' } as const;
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }} data-testid="account">
      <Title order={1} fz={{ base: 24, md: 30 }} mb="lg" data-testid="page-title">
        {pageTitle('influencerAccount')}
      </Title>
      {account.isPending ? <Loading /> : null}
      <ErrorAlert error={account.error} />
      {account.data ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card padding="lg" radius="lg" withBorder h="100%">
            <Stack align="center" ta="center" gap="xs">
              <Avatar src={account.data.imageUrl} size={96} radius={96} alt={account.data.user.displayName}>
                {account.data.user.displayName.slice(0, 1)}
              </Avatar>
              <Text fw={700} fz="lg" data-testid="account-name">
                {account.data.user.displayName}
              </Text>
              {account.data.user.isTalentManager ? <Badge color="blush">{m.influ_talent_manager()}</Badge> : null}
              {account.data.talentManager ? <Text size="sm" c="dimmed">{m.influ_managed_by({ name: account.data.talentManager.displayName })}</Text> : null}
              <Text size="sm" c="dimmed">
                {m.influ_referral_yours({ code: account.data.referralCode })}
              </Text>
              <Stack gap={4} w="100%" mt="sm">
                <Text size="sm">{m.influ_completeness({ percent: String(account.data.completeness) })}</Text>
                <Progress value={account.data.completeness} aria-label={m.influ_completeness({ percent: String(account.data.completeness) })} />
              </Stack>
              <ButtonLink to="/$lang/Influencer/signUpProfile" params={{ lang }} variant="light" size="sm" fullWidth mt="sm" data-testid="account-edit-profile">
                {m.influ_edit_profile()}
              </ButtonLink>
            </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card padding="lg" radius="lg" withBorder h="100%">
            <Title order={2} fz="lg" mb="xs">
              {m.influ_account_security()}
            </Title>
            <AccountRow
              icon={<IconMail size={20} />}
              label={m.influ_email()}
              value={<span data-testid="account-email">{account.data.user.email}</span>}
              action={
                <ButtonLink to="/$lang/Influencer/changeEmail" params={{ lang }} {...small}>
                  {m.account_change()}
                </ButtonLink>
              }
            />
            <AccountRow
              icon={<IconPhone size={20} />}
              label={m.influ_phone()}
              value={
                <PhoneValue phone={account.data.phone} verified={account.data.phoneVerified} testId="account-phone" />
              }
              action={
                account.data.phoneVerified ? (
                  <ButtonLink to="/$lang/Influencer/changeMobilePhone" params={{ lang }} {...small}>
                    {m.account_change()}
                  </ButtonLink>
                ) : (
                  <ButtonLink to="/$lang/Influencer/verifyMobilePhone" params={{ lang }} {...small}>
                    {m.influ_verify()}
                  </ButtonLink>
                )
              }
            />
            <AccountRow
              icon={<IconLock size={20} />}
              label={m.influ_password()}
              value="••••••••"
              action={
                <ButtonLink to="/$lang/Influencer/changePassword" params={{ lang }} {...small}>
                  {m.account_change()}
                </ButtonLink>
              }
            />
            <AccountRow
              icon={<IconBell size={20} />}
              label={m.influ_notifications()}
              value={m.influ_notifications_hint()}
              action={
                <ButtonLink to="/$lang/Influencer/lineNotification" params={{ lang }} {...small}>
                  {m.account_change()}
                </ButtonLink>
              }
            />
            {account.data.talentManager ? (
              <AccountRow
                testId="account-talent-manager"
                icon={<IconHeartHandshake size={20} style={{ flexShrink: 0 }} />}
                label={m.influencer_consent_manager_label()}
                value={
                  <>
                    {account.data.talentManager.displayName}
                    <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                      {m.influencer_consent_since({ date: formatDate(account.data.talentManager.consentAt, lang, 'long') })}
                    </Text>
                  </>
                }
                action={<WithdrawConsentButton uuid={uuid} managerName={account.data.talentManager.displayName} />}
              />
            ) : null}
            <AccountRow icon={<IconUserCircle size={20} />} label={m.influ_member_since()} value={formatDate(account.data.createdAt, lang, 'long')} action={null} />
            </Card>
          </Grid.Col>
        </Grid>
      ) : null}
      {deactivationRole ? (
        <Box mt="lg">
          <DeactivationSection lang={lang} auth={auth} role={deactivationRole} title={m.leave_title()} text={m.leave_text()} button={m.leave_button()} />
        </Box>
      ) : null}
    </Container>
  );
}
