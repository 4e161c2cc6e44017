import { Badge, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { StackTable } from '#client/components/stack-table';
import { Loading } from './editable-list-tab';
import { usePostsTab } from './use-content-admin';

/** Articles or case studies: search by title, open one, publish or unpublish from the row. */
export function PostsTab({ lang, kind }: { lang: Locale; kind: 'article' | 'case_study' }) {
  const { q, setQ, posts, togglePublish } = usePostsTab(kind);
  const columns = { title: m.content_admin_title(), status: m.content_admin_status(), updated: m.content_admin_updated() };
  return (
    <Stack>
      <Group justify="space-between">
        <TextInput placeholder={m.content_admin_search()} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={280} aria-label={m.content_admin_search()} />
        <ButtonLink to="/$lang/Admin/content/$postId" params={{ lang, postId: 'new' }} search={{ kind }} leftSection={<IconPlus size={16} />} data-testid="new-post">
          {kind === 'article' ? m.content_admin_new_article() : m.content_admin_new_case_study()}
        </ButtonLink>
      </Group>
      <Loading query={posts}>
        {(data) => (
          <StackTable minWidth={640} striped highlightOnHover data-testid="admin-posts-table" columns={[columns.title, columns.status, columns.updated, { label: m.content_admin_col_actions(), hidden: true }]}>
            {data.data.map((post) => (
              <Table.Tr key={post.id}>
                <Table.Td data-label={columns.title}>
                  <AnchorLink to="/$lang/Admin/content/$postId" params={{ lang, postId: String(post.id) }}>
                    {(lang === 'th' ? post.th?.title : post.en?.title) ?? post.th?.title ?? post.en?.title}
                  </AnchorLink>
                </Table.Td>
                <Table.Td data-label={columns.status}>
                  <Badge color={post.status === 'publish' ? 'teal' : 'gray.7'}>{post.status === 'publish' ? m.content_admin_status_published() : m.content_admin_status_draft()}</Badge>
                </Table.Td>
                <Table.Td data-label={columns.updated}>{formatDateTime(post.updatedAt, lang)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => togglePublish(post)}>
                    {post.status === 'publish' ? m.content_admin_unpublish() : m.content_admin_publish()}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </StackTable>
        )}
      </Loading>
    </Stack>
  );
}
