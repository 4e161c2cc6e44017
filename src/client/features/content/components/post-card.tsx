import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { PostSummary } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { Link } from '@tanstack/react-router';
import { CoverImage } from '#client/components/cover-image';

/**
 * One article or case study in a list: cover, category, title, excerpt, date and reading time.
 * `first`: the list's first card, whose cover is the first screen's main image (fetched first, not lazily).
 */
export function PostCard({ post, lang, onOpen, first = false }: { post: PostSummary; lang: Locale; onOpen?: () => void; first?: boolean }) {
  const to = post.kind === 'article' ? '/$lang/articles/detail/$slug' : '/$lang/caseStudy/detail/$slug';
  return (
    <Link to={to} params={{ lang, slug: post.slug }} onClick={onOpen} data-testid="post-card" style={{ display: 'block', height: '100%', textDecoration: 'none', color: 'inherit' }}>
    <Card padding="lg" radius="lg" withBorder style={{ height: '100%' }}>
      <Card.Section>
        {/* One column on a phone, two from 48em, three from 75em (the lists' grids). */}
        <CoverImage src={post.coverUrl} alt="" h={180} sizes="(min-width: 75em) 400px, (min-width: 48em) 50vw, 100vw" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} />
      </Card.Section>
      <Stack gap={8} mt="md">
        <Group gap="xs">
          <Badge variant="light" color={post.categoryColor}>
            {post.categoryName}
          </Badge>
          {post.brandName ? (
            <Text size="xs" c="dimmed">
              {post.brandName}
            </Text>
          ) : null}
        </Group>
        <Title order={3} fz="lg" lh={1.35} lineClamp={2}>
          {post.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {post.excerpt}
        </Text>
        <Group gap="xs" c="dimmed" fz="xs">
          <Text size="xs">{formatDate(post.publishedAt, lang, 'long')}</Text>
          <Text size="xs">·</Text>
          <Group gap={4}>
            <IconClock size={14} />
            <Text size="xs">{m.content_reading_minutes({ minutes: String(post.readingMinutes) })}</Text>
          </Group>
        </Group>
      </Stack>
    </Card>
    </Link>
  );
}
