import { Badge, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLayoutDashboard, IconSparkles } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { isLocale, type Locale, type Role } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { pageTitle, type PageId } from '#client/app/pages';
import { ButtonLink } from '#client/app/ui/links';
import { useSessionUser } from '#client/app/use-auth';

function DashboardLink({ role, lang }: { role: Role; lang: Locale }) {
  const props = { variant: 'gradient', leftSection: <IconLayoutDashboard size={18} /> } as const;
  if (role === 'influencer')
    return (
      <ButtonLink to="/$lang/Influencer/dashboard" params={{ lang }} {...props}>
        {m.coming_soon_dashboard()}
      </ButtonLink>
    );
  if (role === 'marketer')
    return (
      <ButtonLink to="/$lang/Marketer/dashboard" params={{ lang }} {...props}>
        {m.coming_soon_dashboard()}
      </ButtonLink>
    );
  return (
    <ButtonLink to="/$lang/Admin" params={{ lang }} {...props}>
      {m.coming_soon_dashboard()}
    </ButtonLink>
  );
}

/**
 * The one placeholder for every page of SPEC §2 whose screen is not built yet: the page's
 * title, a short note and a way home. Later issues replace it route by route.
 */
export function ComingSoonPage({ page }: { page: PageId }) {
  const lang = useParams({ strict: false, select: (params) => (isLocale(params.lang) ? params.lang : 'th') });
  const user = useSessionUser();
  return (
    <Container size="sm" py={{ base: 56, md: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="gradient">
          <IconSparkles size={38} stroke={1.6} />
        </ThemeIcon>
        <Badge variant="light" size="lg" radius="xl">
          {m.coming_soon_badge()}
        </Badge>
        <Title order={1} fz={{ base: 28, md: 36 }} data-testid="page-title">
          {pageTitle(page)}
        </Title>
        <Text c="dimmed" fz="lg" maw={460}>
          {m.coming_soon_text()}
        </Text>
        <Group justify="center" mt="sm">
          <ButtonLink to="/$lang" params={{ lang }} variant={user ? 'default' : 'gradient'} leftSection={<IconHome size={18} />}>
            {m.coming_soon_home()}
          </ButtonLink>
          {user ? <DashboardLink role={user.role} lang={lang} /> : null}
        </Group>
      </Stack>
    </Container>
  );
}
