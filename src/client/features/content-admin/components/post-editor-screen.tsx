import { Alert, Badge, Container, Grid, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import type { AdminPost } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { PostActions, PostPreview, PostSideFields, TranslationFields } from './post-editor-parts';
import { usePostEditor } from './use-post-editor';

/** /{lang}/Admin/content/{id}: write, preview, publish/unpublish and delete an article or case study. */
export function PostEditorScreen({ lang, kind, post }: { lang: Locale; kind: 'article' | 'case_study'; post: AdminPost | null }) {
  const editor = usePostEditor({ lang, kind, post });
  const { problem, fields, published } = editor;
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Stack gap={2}>
          <ButtonLink to="/$lang/Admin/content" params={{ lang }} search={{ tab: kind === 'article' ? 'articles' : 'cases' }} variant="subtle" px={0} w="fit-content">
            ← {m.content_admin_back()}
          </ButtonLink>
          <Title order={1} fz={28}>
            {post ? m.content_admin_edit_post() : kind === 'article' ? m.content_admin_new_article() : m.content_admin_new_case_study()}
          </Title>
        </Stack>
        {post ? (
          <Badge size="lg" color={published ? 'teal' : 'gray.7'} data-testid="post-status">
            {published ? m.content_admin_status_published() : m.content_admin_status_draft()}
          </Badge>
        ) : null}
      </Group>
      {problem ? (
        <Alert color="red" variant="light" mb="md" role="alert" data-testid="editor-error">
          {problem.message}
          {Object.values(fields).length ? ` ${Object.values(fields).join(' ')}` : ''}
        </Alert>
      ) : null}
      {editor.saved ? (
        <Alert color="teal" variant="light" mb="md" role="status">
          {m.content_admin_saved()}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" radius="md">
            <Tabs value={editor.tab} onChange={(value) => editor.setTab((value as Locale) ?? 'th')}>
              <Tabs.List mb="md">
                <Tabs.Tab value="th">ไทย (TH){fields['th.slug'] || fields['th.title'] || fields.th ? ' ⚠' : ''}</Tabs.Tab>
                <Tabs.Tab value="en">English (EN){fields['en.slug'] || fields['en.title'] ? ' ⚠' : ''}</Tabs.Tab>
              </Tabs.List>
              {(['th', 'en'] as const).map((locale) => (
                <Tabs.Panel key={locale} value={locale}>
                  <TranslationFields editor={editor} locale={locale} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <PostSideFields editor={editor} kind={kind} />
            <PostActions editor={editor} exists={post !== null} />
          </Stack>
        </Grid.Col>
      </Grid>
      <PostPreview editor={editor} />
    </Container>
  );
}
