import { Button, Card, Container, CopyButton, Group, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconCheck, IconCopy, IconMail, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { ErrorAlert, Loading } from '#client/features/account/page';
import { useInvitationLink } from './use-my-influencers';

/** The talent manager's invitation link: their code on the accept-consent page (SPEC §6). */
function InvitationLink({ user, lang }: { user: SessionUser; lang: Locale }) {
  const { account, link } = useInvitationLink({ user, lang });
  if (account.isPending) return <Loading />;
  if (account.isError) return <ErrorAlert error={account.error} />;
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <TextInput label={m.my_influencers_link_label()} value={link} readOnly style={{ flex: 1, minWidth: 0 }} data-testid="my-influencers-link" onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button onClick={copy} variant="light" color={copied ? 'teal' : undefined} leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}>
            {copied ? m.my_influencers_copied() : m.my_influencers_copy()}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function ManagerView({ user, lang }: { user: SessionUser; lang: Locale }) {
  return (
    <Stack gap="lg">
      {/* The invitation: influencers who accept it appear under partner friends (and their jobs under partner jobs). */}
      <Card padding="xl" radius="lg" withBorder data-testid="my-influencers-invite">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconUsersGroup size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {m.partner_invite_title()}
          </Title>
          <Text c="dimmed" maw={620}>
            {m.partner_invite_text()}
          </Text>
          <div style={{ width: '100%', maxWidth: 620 }}>
            <InvitationLink user={user} lang={lang} />
          </div>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ButtonLink to="/$lang/Influencer/myInfluencers/partnerFriend" params={{ lang }} variant="default" size="lg" justify="flex-start" leftSection={<IconUsersGroup size={20} />}>
          {m.menu_partner_friends()}
        </ButtonLink>
        <ButtonLink to="/$lang/Influencer/myInfluencers/partnerJobs" params={{ lang }} variant="default" size="lg" justify="flex-start" leftSection={<IconBriefcase size={20} />}>
          {m.menu_partner_jobs()}
        </ButtonLink>
      </SimpleGrid>
    </Stack>
  );
}

function NotManagerView({ lang }: { lang: Locale }) {
  return (
    <Card padding="xl" radius="lg" withBorder data-testid="my-influencers-not-manager">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="blush">
          <IconUsersGroup size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {m.my_influencers_not_manager_title()}
        </Title>
        <Text maw={620}>{m.my_influencers_not_manager_text()}</Text>
        <Text c="dimmed" maw={620}>
          {m.my_influencers_not_manager_hint()}
        </Text>
        <Group gap="sm">
          <ButtonLink to="/$lang/contact" params={{ lang }} variant="gradient" leftSection={<IconMail size={18} />}>
            {m.my_influencers_contact()}
          </ButtonLink>
          <ButtonLink to="/$lang/Influencer/inviteFriend" params={{ lang }} variant="default" leftSection={<IconUserPlus size={18} />}>
            {m.menu_invite_friend()}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /{lang}/Influencer/myInfluencers: for a talent manager, the influencers in their care (an
 * empty state with their invitation link while there are none to list); for anyone else, what
 * the page is for and how to become a talent manager.
 */
export function MyInfluencersScreen({ user, lang }: { user: SessionUser; lang: Locale }) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 26, md: 32 }} data-testid="page-title">
          {m.page_influencer_my_influencers_title()}
        </Title>
        <Text c="dimmed" fz="lg">
          {m.my_influencers_subtitle()}
        </Text>
      </Stack>
      {user.isTalentManager ? <ManagerView user={user} lang={lang} /> : <NotManagerView lang={lang} />}
    </Container>
  );
}
