import { useState } from 'react';
import { Alert, Badge, Button, Container, Grid, Group, Image, Modal, MultiSelect, Paper, Select, Stack, Tabs, Text, TextInput, Textarea, Title, Typography } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconEye, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AdminPost, PostInput } from '#common/contracts/content';
import { socialChannelTypes, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { saveAdminPost, useDeletePost, useInvalidateContent, usePostStatus } from '../api/posts';
import { useAdminCategories, useUpload } from '../api/resources';
import { adminProblemOf } from './field-messages';
import { MetricsField, metricRowsOf, metricsOf, type MetricRow } from './metrics-field';
import { RichTextField } from '#client/components/rich-text-field';
import { ButtonLink } from '#client/app/ui/links';

type Translation = { slug: string; title: string; excerpt: string; bodyHtml: string; seoTitle: string; seoDescription: string; seoKeywords: string };
const emptyTranslation: Translation = { slug: '', title: '', excerpt: '', bodyHtml: '', seoTitle: '', seoDescription: '', seoKeywords: '' };

/** Slug from a title: lowercase words joined by hyphens (Thai letters kept). */
export const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

const problemOf = adminProblemOf;

/** /{lang}/Admin/content/{id}: write, preview, publish/unpublish and delete an article or case study. */
export function PostEditorScreen({ lang, kind, post }: { lang: Locale; kind: 'article' | 'case_study'; post: AdminPost | null }) {
  const navigate = useNavigate();
  const categories = useAdminCategories();
  const invalidate = useInvalidateContent();
  const upload = useUpload();
  const status = usePostStatus();
  const remove = useDeletePost();
  const [categoryId, setCategoryId] = useState<string | null>(post ? String(post.categoryId) : null);
  const [coverUrl, setCoverUrl] = useState(post?.coverUrl ?? '');
  const [authorName, setAuthorName] = useState(post?.authorName ?? '');
  const [brandName, setBrandName] = useState(post?.brandName ?? '');
  const [creators, setCreators] = useState((post?.creatorNames ?? []).join(', '));
  const [channels, setChannels] = useState<string[]>(post?.channelTypes ?? []);
  const [metricRows, setMetricRows] = useState<MetricRow[]>(metricRowsOf(post?.metrics ?? {}));
  const [tr, setTr] = useState<Record<Locale, Translation>>({ th: { ...emptyTranslation, ...post?.th }, en: { ...emptyTranslation, ...post?.en } });
  const [preview, setPreview] = useState<Locale | null>(null);
  const [tab, setTab] = useState<Locale>(lang);
  const save = useMutation({
    mutationFn: (input: PostInput) => saveAdminPost(input, post?.id),
    onSuccess: async (saved) => {
      await invalidate();
      if (!post) void navigate({ to: '/$lang/Admin/content/$postId', params: { lang, postId: String(saved.id) }, replace: true });
    },
  });
  const problem = save.isError ? problemOf(save.error) : null;
  const fields = problem?.fields ?? {};
  const setField = (locale: Locale, key: keyof Translation, value: string) => setTr((current) => ({ ...current, [locale]: { ...current[locale], [key]: value } }));

  const submit = (nextStatus?: 'draft' | 'publish') => {
    const translation = (locale: Locale) => (tr[locale].title.trim() || tr[locale].slug.trim() ? { ...tr[locale], slug: tr[locale].slug || slugify(tr[locale].title) } : undefined);
    save.mutate({
      kind,
      categoryId: Number(categoryId ?? NaN),
      status: nextStatus ?? (post?.status === 'publish' ? 'publish' : 'draft'),
      coverUrl: coverUrl || null,
      authorName: authorName || null,
      brandName: brandName || null,
      creatorNames: creators
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      channelTypes: channels as PostInput['channelTypes'],
      metrics: kind === 'case_study' ? metricsOf(metricRows) : {},
      th: translation('th'),
      en: translation('en'),
    });
  };
  const kindCategories = (categories.data ?? []).filter((c) => c.kind === (kind === 'article' ? 'blog' : 'casestudy'));
  const published = post?.status === 'publish';

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
      {save.isSuccess && post ? (
        <Alert color="teal" variant="light" mb="md" role="status">
          {m.content_admin_saved()}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" radius="md">
            <Tabs value={tab} onChange={(value) => setTab((value as Locale) ?? 'th')}>
              <Tabs.List mb="md">
                <Tabs.Tab value="th">ไทย (TH){fields['th.slug'] || fields['th.title'] || fields.th ? ' ⚠' : ''}</Tabs.Tab>
                <Tabs.Tab value="en">English (EN){fields['en.slug'] || fields['en.title'] ? ' ⚠' : ''}</Tabs.Tab>
              </Tabs.List>
              {(['th', 'en'] as const).map((locale) => (
                <Tabs.Panel key={locale} value={locale}>
                  <Stack gap="sm">
                    <TextInput label={m.content_admin_title()} value={tr[locale].title} onChange={(e) => setField(locale, 'title', e.currentTarget.value)} error={fields[`${locale}.title`]} data-testid={`title-${locale}`} />
                    <TextInput
                      label={m.content_admin_slug()}
                      description={m.content_admin_slug_help()}
                      value={tr[locale].slug}
                      placeholder={slugify(tr[locale].title)}
                      onChange={(e) => setField(locale, 'slug', e.currentTarget.value)}
                      error={fields[`${locale}.slug`]}
                      data-testid={`slug-${locale}`}
                    />
                    <Textarea label={m.content_admin_excerpt()} autosize minRows={2} value={tr[locale].excerpt} onChange={(e) => setField(locale, 'excerpt', e.currentTarget.value)} />
                    <RichTextField label={m.content_admin_body()} value={tr[locale].bodyHtml} onChange={(html) => setField(locale, 'bodyHtml', html)} error={fields[`${locale}.bodyHtml`]} testId={`body-${locale}`} />
                    <Text fw={600} mt="sm">
                      {m.content_admin_seo()}
                    </Text>
                    <TextInput label={m.content_admin_seo_title()} value={tr[locale].seoTitle} onChange={(e) => setField(locale, 'seoTitle', e.currentTarget.value)} />
                    <Textarea label={m.content_admin_seo_description()} autosize value={tr[locale].seoDescription} onChange={(e) => setField(locale, 'seoDescription', e.currentTarget.value)} />
                    <TextInput label={m.content_admin_seo_keywords()} value={tr[locale].seoKeywords} onChange={(e) => setField(locale, 'seoKeywords', e.currentTarget.value)} />
                    <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setPreview(locale)} w="fit-content">
                      {m.content_admin_preview()}
                    </Button>
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="lg" radius="md">
              <Stack gap="sm">
                <Select
                  label={m.content_admin_category()}
                  data={kindCategories.map((c) => ({ value: String(c.id), label: `${lang === 'th' ? c.nameTh : c.nameEn}${c.show ? '' : ` (${m.content_admin_hidden()})`}` }))}
                  value={categoryId}
                  onChange={setCategoryId}
                  error={fields.categoryId}
                  data-testid="category"
                />
                {kind === 'article' ? (
                  <TextInput label={m.content_admin_author()} value={authorName} onChange={(e) => setAuthorName(e.currentTarget.value)} />
                ) : (
                  <>
                    <TextInput label={m.content_brand()} value={brandName} onChange={(e) => setBrandName(e.currentTarget.value)} />
                    <TextInput label={m.content_creators()} description={m.content_admin_comma_list()} value={creators} onChange={(e) => setCreators(e.currentTarget.value)} />
                    <MultiSelect label={m.content_admin_channels()} data={[...socialChannelTypes]} value={channels} onChange={setChannels} />
                    <MetricsField rows={metricRows} onChange={setMetricRows} errors={fields} />
                  </>
                )}
                <Text size="sm" fw={500}>
                  {m.content_admin_cover()}
                </Text>
                {coverUrl ? <Image src={coverUrl} radius="md" h={140} alt="" /> : null}
                <Dropzone
                  onDrop={(files) => files[0] && upload.mutate({ file: files[0], purpose: 'image' }, { onSuccess: (result) => setCoverUrl(result.url) })}
                  accept={IMAGE_MIME_TYPE}
                  maxSize={4_096_000}
                  multiple={false}
                  loading={upload.isPending}
                  p="md"
                >
                  <Group gap="xs" justify="center">
                    <IconPhoto size={20} />
                    <Text size="sm">{m.content_admin_cover_drop()}</Text>
                  </Group>
                </Dropzone>
                {upload.isError ? (
                  <Text size="sm" c="red" role="alert">
                    {problemOf(upload.error).message}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Stack gap="sm">
                <Button onClick={() => submit()} loading={save.isPending} data-testid="save">
                  {m.content_admin_save()}
                </Button>
                {post ? (
                  <Button
                    variant={published ? 'default' : 'gradient'}
                    loading={status.isPending}
                    onClick={() => status.mutate({ id: post.id, status: published ? 'draft' : 'publish' }, { onSuccess: () => void navigate({ to: '.', replace: true }) })}
                    data-testid="toggle-publish"
                  >
                    {published ? m.content_admin_unpublish() : m.content_admin_publish()}
                  </Button>
                ) : (
                  <Button variant="gradient" onClick={() => submit('publish')} loading={save.isPending} data-testid="save-publish">
                    {m.content_admin_save_publish()}
                  </Button>
                )}
                {post ? (
                  <Button
                    color="red"
                    variant="subtle"
                    leftSection={<IconTrash size={16} />}
                    loading={remove.isPending}
                    onClick={() => {
                      if (window.confirm(m.content_admin_delete_confirm())) remove.mutate(post.id, { onSuccess: () => void navigate({ to: '/$lang/Admin/content', params: { lang } }) });
                    }}
                  >
                    {m.content_admin_delete()}
                  </Button>
                ) : null}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} size="xl" title={m.content_admin_preview()}>
        {preview ? (
          <Stack>
            {coverUrl ? <Image src={coverUrl} radius="md" mah={300} alt="" /> : null}
            <Title order={1}>{tr[preview].title}</Title>
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: tr[preview].bodyHtml }} />
            </Typography>
          </Stack>
        ) : null}
      </Modal>
    </Container>
  );
}
