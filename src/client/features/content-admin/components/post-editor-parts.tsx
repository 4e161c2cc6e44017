import { Button, Group, Image, Modal, MultiSelect, Paper, Select, Stack, Text, TextInput, Textarea, Title, Typography } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconEye, IconPhoto, IconTrash } from '@tabler/icons-react';
import { socialChannelTypes, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { RichTextField } from '#client/components/rich-text-field';
import { MetricsField } from './metrics-field';
import { slugify, type PostEditor } from './use-post-editor';

/** One language's fields of a post: title, slug, excerpt, body, SEO, and its preview button. */
export function TranslationFields({ editor, locale }: { editor: PostEditor; locale: Locale }) {
  const { translations, setField, fields, setPreview } = editor;
  const tr = translations[locale];
  return (
    <Stack gap="sm">
      <TextInput label={m.content_admin_title()} value={tr.title} onChange={(e) => setField(locale, 'title', e.currentTarget.value)} error={fields[`${locale}.title`]} data-testid={`title-${locale}`} />
      <TextInput
        label={m.content_admin_slug()}
        description={m.content_admin_slug_help()}
        value={tr.slug}
        placeholder={slugify(tr.title)}
        onChange={(e) => setField(locale, 'slug', e.currentTarget.value)}
        error={fields[`${locale}.slug`]}
        data-testid={`slug-${locale}`}
      />
      <Textarea label={m.content_admin_excerpt()} autosize minRows={2} value={tr.excerpt} onChange={(e) => setField(locale, 'excerpt', e.currentTarget.value)} />
      <RichTextField label={m.content_admin_body()} value={tr.bodyHtml} onChange={(html) => setField(locale, 'bodyHtml', html)} error={fields[`${locale}.bodyHtml`]} testId={`body-${locale}`} />
      <Text fw={600} mt="sm">
        {m.content_admin_seo()}
      </Text>
      <TextInput label={m.content_admin_seo_title()} value={tr.seoTitle} onChange={(e) => setField(locale, 'seoTitle', e.currentTarget.value)} />
      <Textarea label={m.content_admin_seo_description()} autosize value={tr.seoDescription} onChange={(e) => setField(locale, 'seoDescription', e.currentTarget.value)} />
      <TextInput label={m.content_admin_seo_keywords()} value={tr.seoKeywords} onChange={(e) => setField(locale, 'seoKeywords', e.currentTarget.value)} />
      <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setPreview(locale)} w="fit-content">
        {m.content_admin_preview()}
      </Button>
    </Stack>
  );
}

/** The side card: category, the kind's own fields (author; or brand, creators, channels, figures), cover. */
export function PostSideFields({ editor, kind }: { editor: PostEditor; kind: 'article' | 'case_study' }) {
  const { meta, fields, cover } = editor;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Select label={m.content_admin_category()} data={editor.categoryOptions} value={meta.categoryId} onChange={meta.setCategoryId} error={fields.categoryId} data-testid="category" />
        {kind === 'article' ? (
          <TextInput label={m.content_admin_author()} value={meta.authorName} onChange={(e) => meta.setAuthorName(e.currentTarget.value)} />
        ) : (
          <>
            <TextInput label={m.content_brand()} value={meta.brandName} onChange={(e) => meta.setBrandName(e.currentTarget.value)} />
            <TextInput label={m.content_creators()} description={m.content_admin_comma_list()} value={meta.creators} onChange={(e) => meta.setCreators(e.currentTarget.value)} />
            <MultiSelect label={m.content_admin_channels()} data={[...socialChannelTypes]} value={meta.channels} onChange={meta.setChannels} />
            <MetricsField rows={meta.metricRows} onChange={meta.setMetricRows} errors={fields} />
          </>
        )}
        <Text size="sm" fw={500}>
          {m.content_admin_cover()}
        </Text>
        {cover.url ? <Image src={cover.url} radius="md" h={140} alt="" /> : null}
        <Dropzone onDrop={cover.drop} accept={IMAGE_MIME_TYPE} maxSize={4_096_000} multiple={false} loading={cover.uploading} p="md">
          <Group gap="xs" justify="center">
            <IconPhoto size={20} />
            <Text size="sm">{m.content_admin_cover_drop()}</Text>
          </Group>
        </Dropzone>
        {cover.error ? (
          <Text size="sm" c="red" role="alert">
            {cover.error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Save; publish or unpublish (a new post: save and publish); delete. */
export function PostActions({ editor, exists }: { editor: PostEditor; exists: boolean }) {
  const { published } = editor;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Button onClick={() => editor.submit()} loading={editor.saving} data-testid="save">
          {m.content_admin_save()}
        </Button>
        {exists ? (
          <Button variant={published ? 'default' : 'gradient'} loading={editor.togglingPublish} onClick={editor.togglePublish} data-testid="toggle-publish">
            {published ? m.content_admin_unpublish() : m.content_admin_publish()}
          </Button>
        ) : (
          <Button variant="gradient" onClick={() => editor.submit('publish')} loading={editor.saving} data-testid="save-publish">
            {m.content_admin_save_publish()}
          </Button>
        )}
        {exists ? (
          <Button color="red" variant="subtle" leftSection={<IconTrash size={16} />} loading={editor.deleting} onClick={editor.deletePost}>
            {m.content_admin_delete()}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The post in one language as a reader would see it: cover, title, body. */
export function PostPreview({ editor }: { editor: PostEditor }) {
  const { preview, setPreview, translations, cover } = editor;
  return (
    <Modal opened={preview !== null} onClose={() => setPreview(null)} size="xl" title={m.content_admin_preview()}>
      {preview ? (
        <Stack>
          {cover.url ? <Image src={cover.url} radius="md" mah={300} alt="" /> : null}
          <Title order={1}>{translations[preview].title}</Title>
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: translations[preview].bodyHtml }} />
          </Typography>
        </Stack>
      ) : null}
    </Modal>
  );
}
