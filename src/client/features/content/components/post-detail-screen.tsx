import type { ReactNode } from 'react';
import { ActionIcon, Badge, Box, Button, Container, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBrandFacebook, IconBrandLine, IconBrandX, IconCheck, IconClock, IconLink } from '@tabler/icons-react';
import type { PostDetail } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { formatShort } from '#common/money';
import { CoverImage } from '#client/components/cover-image';
import { m } from '#common/paraglide/messages.js';
import { PostCard } from './post-card';
import { RichHtml } from './rich-html';
import { AnchorLink } from '#client/app/ui/links';
import { caseStudyMetricLabel, orderedMetrics } from '#client/components/case-study-metric-label';
import { usePostDetail, useShareLinks, type ShareNetwork } from './use-post-detail';

const networkIcons: Record<ShareNetwork, ReactNode> = {
  Facebook: <IconBrandFacebook size={18} />,
  X: <IconBrandX size={18} />,
  LINE: <IconBrandLine size={18} />,
};

function ShareLinks({ title }: { title: string }) {
  const { url, links } = useShareLinks(title);
  return (
    <Group gap="xs" aria-label={m.content_share()}>
      <Text size="sm" fw={600}>
        {m.content_share()}
      </Text>
      {links.map((link) => (
        <ActionIcon key={link.network} component="a" href={link.href} target="_blank" rel="noopener noreferrer" variant="light" radius="xl" title={link.network} aria-label={m.content_share_on({ network: link.network })}>
          {networkIcons[link.network]}
        </ActionIcon>
      ))}
      <CopyButton value={url}>
        {({ copied, copy }) => (
          // A native title, not Tooltip: the positioning library stays off public pages.
          <ActionIcon variant="light" radius="xl" onClick={copy} title={copied ? m.content_link_copied() : m.content_copy_link()} aria-label={copied ? m.content_link_copied() : m.content_copy_link()} color={copied ? 'teal' : undefined}>
            {copied ? <IconCheck size={18} /> : <IconLink size={18} />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}

/** articles/detail/{slug} and caseStudy/detail/{slug}: the post, share links and related posts. */
export function PostDetailScreen({ post, lang }: { post: PostDetail; lang: Locale }) {
  const { listTo, back } = usePostDetail({ post, lang });
  return (
    <Container size="md" py={{ base: 24, md: 48 }}>
      <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={back} px={0} mb="md">
        {post.kind === 'article' ? m.content_back_to_articles() : m.content_back_to_case_studies()}
      </Button>
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light" color={post.categoryColor}>
            {post.categoryName}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatDate(post.publishedAt, lang, 'long')}
          </Text>
          <Group gap={4} c="dimmed">
            <IconClock size={14} />
            <Text size="sm">{m.content_reading_minutes({ minutes: String(post.readingMinutes) })}</Text>
          </Group>
        </Group>
        <Title order={1} fz={{ base: 28, md: 40 }} lh={1.2}>
          {post.title}
        </Title>
        {post.authorName ? <Text c="dimmed">{m.content_by_author({ author: post.authorName })}</Text> : null}
        {post.brandName ? (
          <Text c="dimmed">
            {m.content_brand()}: <b>{post.brandName}</b>
            {post.creatorNames.length ? ` · ${m.content_creators()}: ${post.creatorNames.join(', ')}` : ''}
          </Text>
        ) : null}
        {/* The first screen's main image: fetched first; its 16:9 box is kept before it loads (no layout shift). */}
        <CoverImage src={post.coverUrl} alt="" radius="lg" mah={420} fit="cover" style={{ aspectRatio: '16 / 9' }} sizes="(min-width: 60em) 930px, 100vw" fetchPriority="high" />
        {Object.keys(post.metrics).length ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {orderedMetrics(post.metrics).map(([key, value]) => (
              <Paper key={key} withBorder p="md" radius="md" ta="center">
                <Text fw={700} fz={24} c="kolify.7">
                  {key === 'engagementRate' ? `${value}%` : formatShort(value)}
                </Text>
                <Text size="xs" c="dimmed">
                  {caseStudyMetricLabel(key)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
        <Box component="article">
          <RichHtml html={post.bodyHtml} />
        </Box>
        <ShareLinks title={post.title} />
      </Stack>
      {post.related.length ? (
        <Stack mt={56} gap="md">
          <Title order={2} fz="xl">
            {post.kind === 'article' ? m.content_related_articles() : m.content_related_case_studies()}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {post.related.map((item) => (
              <PostCard key={item.id} post={item} lang={lang} />
            ))}
          </SimpleGrid>
          <AnchorLink to={listTo} params={{ lang }}>
            {post.kind === 'article' ? m.content_all_articles() : m.content_all_case_studies()}
          </AnchorLink>
        </Stack>
      ) : null}
    </Container>
  );
}
