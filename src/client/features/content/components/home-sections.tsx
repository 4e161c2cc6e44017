import type { ReactNode } from 'react';
import { Avatar, Badge, Card, Container, Flex, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { formatShort } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { OpenCampaign, PublicCampaignCard } from './job-card';
import { channelLabel } from '#client/components/channel-label';
import { PackageCard } from './package-card';
import { PostCard } from './post-card';
import { ErrorView } from './state-views';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { useHomeSections } from './use-home-sections';

function Section({ title, intro, more, children, testId }: { title: string; intro?: string; more?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Container size="xl" py={{ base: 32, md: 48 }} data-testid={testId} className="below-fold">
      <Group justify="space-between" align="flex-end" mb="lg">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 24, md: 30 }}>
            {title}
          </Title>
          {intro ? <Text c="dimmed">{intro}</Text> : null}
        </Stack>
        {more}
      </Group>
      {children}
    </Container>
  );
}

const More = ({ to, lang, children }: { to: '/$lang/Marketer/package' | '/$lang/jobMarketBoard' | '/$lang/articles' | '/$lang/caseStudy'; lang: Locale; children: ReactNode }) => (
  <AnchorLink to={to} params={{ lang }} fw={600}>
    <Group gap={4}>
      {children} <IconArrowRight size={16} />
    </Group>
  </AnchorLink>
);

function Grid<T>({ query, cols, render, skeleton = 180 }: { query: { isPending: boolean; isError: boolean; error: unknown; data?: T[]; refetch: () => unknown }; cols: object; render: (item: T) => ReactNode; skeleton?: number }) {
  if (query.isPending)
    return (
      <SimpleGrid cols={cols}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={skeleton} radius="lg" />
        ))}
      </SimpleGrid>
    );
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  return <SimpleGrid cols={cols}>{(query.data ?? []).map(render)}</SimpleGrid>;
}

/** Home: influencer partners, packages, the public board's campaigns, latest articles and case studies (issue 3). */
export function HomeContentSections({ lang }: { lang: Locale }) {
  const { partners, packages, campaigns, articles, cases, openCampaign, open, close } = useHomeSections(lang);
  return (
    <>
      <Section title={m.content_home_partners_title()} intro={m.content_home_partners_intro()} testId="home-partners">
        <Grid
          query={partners}
          cols={{ base: 2, sm: 4 }}
          skeleton={96}
          render={(p) => (
            // Two columns at 390 px leave ~150 px a card: avatar above the text there, and names
            // and counts wrap instead of being cut.
            <Card key={p.id} withBorder radius="lg" padding="md" data-testid="partner-card">
              <Flex gap="sm" direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'center' }} ta={{ base: 'center', sm: 'left' }}>
                <Avatar color="kolify" radius="xl" name={p.displayName} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {p.displayName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {channelLabel(p.channelType)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {m.content_followers({ count: formatShort(p.followers) })}
                  </Text>
                </Stack>
              </Flex>
            </Card>
          )}
        />
      </Section>
      <Section title={m.content_home_packages_title()} intro={m.content_home_packages_intro()} more={<More to="/$lang/Marketer/package" lang={lang}>{m.content_see_all()}</More>} testId="home-packages">
        <Grid query={packages} cols={{ base: 1, sm: 2, lg: 3 }} skeleton={320} render={(offer) => <PackageCard key={offer.id} offer={offer} lang={lang} />} />
      </Section>
      <Section title={m.content_home_jobs_title()} intro={m.content_home_jobs_intro()} more={<More to="/$lang/jobMarketBoard" lang={lang}>{m.content_see_all()}</More>} testId="home-jobs">
        <Grid query={campaigns} cols={{ base: 1, sm: 2, lg: 3 }} render={(campaign) => <PublicCampaignCard key={campaign.id} job={campaign} lang={lang} onOpen={() => open(campaign)} />} />
      </Section>
      <Section title={m.content_home_articles_title()} more={<More to="/$lang/articles" lang={lang}>{m.content_all_articles()}</More>} testId="home-articles">
        <Grid query={articles} cols={{ base: 1, sm: 2, lg: 3 }} skeleton={300} render={(post) => <PostCard key={post.id} post={post} lang={lang} />} />
      </Section>
      <Section title={m.content_home_cases_title()} more={<More to="/$lang/caseStudy" lang={lang}>{m.content_all_case_studies()}</More>} testId="home-cases">
        <Grid query={cases} cols={{ base: 1, sm: 2, lg: 3 }} skeleton={300} render={(post) => <PostCard key={post.id} post={post} lang={lang} />} />
      </Section>
      {/* The closing band: what the page asked for, once more, with both ways in (issue 32). */}
      <Container size="xl" pb={{ base: 48, md: 80 }}>
        <Card radius="lg" padding="xl" withBorder={false} data-testid="home-closing" style={{ background: 'linear-gradient(135deg, var(--mantine-color-kolify-0), var(--mantine-color-blush-0))' }}>
          <Stack gap="sm" align="center" ta="center" py={{ base: 'md', md: 'xl' }}>
            {/* Wraps at 390 px instead of cutting its words off. */}
            <Badge variant="light" size="lg" h="auto" py={4} maw="100%" styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}>
              {m.content_home_cta_badge()}
            </Badge>
            <Title order={2} fz={{ base: 26, md: 34 }}>
              {m.content_home_cta_title()}
            </Title>
            <Text c="dimmed" fz="lg" maw={640}>
              {m.content_home_cta_text()}
            </Text>
            <Group justify="center" gap="sm" mt="sm">
              <ButtonLink to="/$lang/Influencer" params={{ lang }} size="lg" variant="gradient">
                {m.home_cta_influencer()}
              </ButtonLink>
              <ButtonLink to="/$lang/Marketer" params={{ lang }} size="lg" variant="default">
                {m.home_cta_marketer()}
              </ButtonLink>
            </Group>
          </Stack>
        </Card>
      </Container>
      <OpenCampaign job={openCampaign} lang={lang} onClose={close} />
    </>
  );
}
