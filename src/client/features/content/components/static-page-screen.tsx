import { Container, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '#common/enums';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { useStaticPage, type StaticPageSlug } from '../api/get-static-page';
import { RichHtml } from './rich-html';
import { ErrorView, LoadingView } from './state-views';

/** about, privacy, termsOfUse: staff-edited pages. */
export function StaticPageScreen({ slug, lang }: { slug: StaticPageSlug; lang: Locale }) {
  const page = useStaticPage(slug, lang);
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      {page.isPending ? (
        <LoadingView />
      ) : page.isError ? (
        <ErrorView error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <Stack gap="md">
          <Title order={1} data-testid="page-title">{page.data.title}</Title>
          <Text size="sm" c="dimmed">
            {m.content_updated_on({ date: formatDate(page.data.updatedAt, lang, 'long') })}
          </Text>
          <RichHtml html={page.data.bodyHtml} />
        </Stack>
      )}
    </Container>
  );
}
