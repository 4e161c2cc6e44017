import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminPost } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { useAdminPosts, usePostStatus } from '../api/posts';
import { useAdminPartners, useAdminWrite } from '../api/resources';
import { adminErrorLine } from './field-messages';

export type AdminTab = 'articles' | 'cases' | 'faq' | 'seo' | 'pages' | 'packages' | 'partners' | 'downloads' | 'messages';

/** The back office's tabs, in order, with their labels; the open tab lives in the URL (?tab=). */
export function useContentAdmin(lang: Locale) {
  const navigate = useNavigate();
  const tabs: [AdminTab, string][] = [
    ['articles', m.content_admin_tab_articles()],
    ['cases', m.content_admin_tab_cases()],
    ['faq', m.content_admin_tab_faq()],
    ['seo', m.content_admin_tab_seo()],
    ['pages', m.content_admin_tab_pages()],
    ['packages', m.content_admin_tab_packages()],
    ['partners', m.content_admin_tab_partners()],
    ['downloads', m.content_admin_tab_downloads()],
    ['messages', m.content_admin_tab_messages()],
  ];
  return {
    tabs,
    openTab: (value: string | null) => void navigate({ to: '/$lang/Admin/content', params: { lang }, search: { tab: (value as AdminTab) ?? 'articles' } }),
  };
}

/** Articles or case studies, searched by title as it is typed; a row's button flips draft and published. */
export function usePostsTab(kind: 'article' | 'case_study') {
  const [q, setQ] = useState('');
  const posts = useAdminPosts({ kind, q: q || undefined });
  const status = usePostStatus();
  return {
    q,
    setQ,
    posts,
    togglePublish: (post: Pick<AdminPost, 'id' | 'status'>) => status.mutate({ id: post.id, status: post.status === 'publish' ? 'draft' : 'publish' }),
  };
}

/** The partner creators: the add form's draft, adding, deleting, and the last refusal as one line. */
export function usePartnersTab() {
  const partners = useAdminPartners();
  const write = useAdminWrite();
  const [draft, setDraft] = useState({ channelType: 'INSTAGRAM', displayName: '', handle: '', followers: 0, interest: 'INTEREST_LIFESTYLE' });
  return {
    partners,
    draft,
    setDraft,
    add: () => write.mutate({ method: 'POST', path: 'partners', body: draft }),
    remove: (id: number) => write.mutate({ method: 'DELETE', path: `partners/${id}` }),
    adding: write.isPending,
    error: write.isError ? adminErrorLine(write.error) : null,
  };
}
