import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AdminPost, PostInput } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { saveAdminPost, useDeletePost, useInvalidateContent, usePostStatus } from '../api/posts';
import { useAdminCategories, useUpload } from '../api/resources';
import { adminProblemOf } from './field-messages';
import { metricRowsOf, metricsOf, type MetricRow } from './metrics-field';

export type Translation = { slug: string; title: string; excerpt: string; bodyHtml: string; seoTitle: string; seoDescription: string; seoKeywords: string };
const emptyTranslation: Translation = { slug: '', title: '', excerpt: '', bodyHtml: '', seoTitle: '', seoDescription: '', seoKeywords: '' };

/** Slug from a title: lowercase words joined by hyphens (Thai letters kept). */
export const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/**
 * One article or case study being written: both translations, the side fields, the cover upload,
 * saving (a new post's URL becomes its id), publishing and deleting. A translation with neither a
 * title nor a slug is not sent; a missing slug is made from the title, as the placeholder shows.
 */
export function usePostEditor({ lang, kind, post }: { lang: Locale; kind: 'article' | 'case_study'; post: AdminPost | null }) {
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
  const problem = save.isError ? adminProblemOf(save.error) : null;
  const published = post?.status === 'publish';

  const submit = (nextStatus?: 'draft' | 'publish') => {
    const translation = (locale: Locale) => (tr[locale].title.trim() || tr[locale].slug.trim() ? { ...tr[locale], slug: tr[locale].slug || slugify(tr[locale].title) } : undefined);
    save.mutate({
      kind,
      categoryId: Number(categoryId ?? NaN),
      status: nextStatus ?? (published ? 'publish' : 'draft'),
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

  return {
    published,
    problem,
    fields: problem?.fields ?? {},
    saved: save.isSuccess && post !== null,
    saving: save.isPending,
    submit,
    translations: tr,
    setField: (locale: Locale, key: keyof Translation, value: string) => setTr((current) => ({ ...current, [locale]: { ...current[locale], [key]: value } })),
    tab,
    setTab,
    preview,
    setPreview,
    categoryOptions: (categories.data ?? [])
      .filter((c) => c.kind === (kind === 'article' ? 'blog' : 'casestudy'))
      .map((c) => ({ value: String(c.id), label: `${lang === 'th' ? c.nameTh : c.nameEn}${c.show ? '' : ` (${m.content_admin_hidden()})`}` })),
    meta: { categoryId, setCategoryId, authorName, setAuthorName, brandName, setBrandName, creators, setCreators, channels, setChannels, metricRows, setMetricRows },
    cover: {
      url: coverUrl,
      uploading: upload.isPending,
      error: upload.isError ? adminProblemOf(upload.error).message : null,
      drop: (files: File[]) => files[0] && upload.mutate({ file: files[0], purpose: 'image' }, { onSuccess: (result) => setCoverUrl(result.url) }),
    },
    togglingPublish: status.isPending,
    togglePublish: () => post && status.mutate({ id: post.id, status: published ? 'draft' : 'publish' }, { onSuccess: () => void navigate({ to: '.', replace: true }) }),
    deleting: remove.isPending,
    deletePost: () => {
      if (post && window.confirm(m.content_admin_delete_confirm())) remove.mutate(post.id, { onSuccess: () => void navigate({ to: '/$lang/Admin/content', params: { lang } }) });
    },
  };
}

export type PostEditor = ReturnType<typeof usePostEditor>;
