import { Container, Group, Pagination, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { PostCard } from './post-card';
import { EmptyView, ErrorView, LoadingView } from './state-views';
import { usePostList } from './use-post-list';

interface ListProps {
  lang: Locale;
  category?: number;
  page: number;
}

/** /{lang}/articles and /{lang}/caseStudy: category tabs, a paged grid, the scroll position kept. */
function PostListScreen({ lang, category, page, kind }: ListProps & { kind: 'article' | 'case_study' }) {
  const { categories, list, tab, showTab, showPage } = usePostList({ lang, category, page, kind });
  return (
    <Container size="xl" py={{ base: 32, md: 56 }}>
      <Stack gap="xs" mb="lg">
        <Title order={1} data-testid="page-title">{kind === 'article' ? m.content_articles_title() : m.content_case_studies_title()}</Title>
        <Text c="dimmed" maw={720}>
          {kind === 'article' ? m.content_articles_intro() : m.content_case_studies_intro()}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={showTab} mb="xl" variant="pills" radius="xl">
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="all">{m.content_all_categories()}</Tabs.Tab>
          {categories.map((c) => (
            <Tabs.Tab key={c.id} value={String(c.id)} className={c.category_class}>
              {lang === 'th' ? c.name_th : c.name_en}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isPending ? (
        <LoadingView />
      ) : list.isError ? (
        <ErrorView error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyView title={m.content_empty_posts()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {list.data.data.map((post, index) => (
              <PostCard key={post.id} post={post} lang={lang} first={index === 0} />
            ))}
          </SimpleGrid>
          {list.data.totalPages > 1 ? (
            <Group justify="center" mt="xl">
              <Pagination total={list.data.totalPages} value={page} onChange={showPage} getControlProps={(control) => ({ 'aria-label': control === 'next' ? m.content_next_page() : m.content_previous_page() })} />
            </Group>
          ) : null}
          <Text ta="center" size="sm" c="dimmed" mt="sm">
            {m.content_total_items({ total: String(list.data.total) })}
          </Text>
        </>
      )}
    </Container>
  );
}

export function ArticlesScreen(props: ListProps) {
  return <PostListScreen {...props} kind="article" />;
}

export function CaseStudiesScreen(props: ListProps) {
  return <PostListScreen {...props} kind="case_study" />;
}
