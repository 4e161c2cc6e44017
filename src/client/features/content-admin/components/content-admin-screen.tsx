import { useState } from 'react';
import { Alert, Badge, Button, Container, Group, NumberInput, Paper, Select, Stack, Switch, Table, Tabs, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { interestCategories, socialChannelTypes, type Locale } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { currencyLabel, formatMoney } from '#common/money';
import { countryRules, deploymentCountry } from '#common/countries';
import { getLocale } from '#common/paraglide/runtime.js';
import { packageStatuses } from '#common/contracts/content';
import { m } from '#common/paraglide/messages.js';
import { useAdminPosts, usePostStatus } from '../api/posts';
import {
  useAdminFaq,
  useAdminPackages,
  useAdminPages,
  useAdminPartners,
  useAdminSeo,
  useAdminWrite,
  type AdminFaq,
  type AdminPackage,
  type AdminSeo,
  type AdminStaticPage,
} from '../api/resources';
import { DeleteButton } from './admin-table';
import { EditableListTab, Loading, type EditableListKind } from './editable-list-tab';
import { adminErrorLine } from './field-messages';
import { DownloadsTab } from './downloads-tab';
import { MessagesTab } from './messages-tab';
import { RichTextField } from '#client/components/rich-text-field';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';
import { StackTable } from '#client/components/stack-table';
import { channelLabel } from '#client/components/channel-label';
import { postTypeLabel, tierLabel } from '#client/components/package-label';

export type AdminTab = 'articles' | 'cases' | 'faq' | 'seo' | 'pages' | 'packages' | 'partners' | 'downloads' | 'messages';

function PostsTab({ lang, kind }: { lang: Locale; kind: 'article' | 'case_study' }) {
  const [q, setQ] = useState('');
  const posts = useAdminPosts({ kind, q: q || undefined });
  const status = usePostStatus();
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
                  <Button size="xs" variant="light" onClick={() => status.mutate({ id: post.id, status: post.status === 'publish' ? 'draft' : 'publish' })}>
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

function faqTab(): EditableListKind<AdminFaq, Partial<AdminFaq>> {
    return {
    create: { label: m.content_admin_new_faq(), draft: () => ({ audience: 'influencer', locale: 'th', answerHtml: '' }) },
    rowKey: (row) => row.id,
    cells: (row) => (
      <>
        <Table.Td>
          <Badge variant="light">{row.audience}</Badge> <Badge variant="outline">{row.locale}</Badge>
        </Table.Td>
        <Table.Td>{row.question}</Table.Td>
      </>
    ),
    remove: (row) => ({ method: 'DELETE', path: `faq/${row.id}` }),
    modal: { title: () => m.content_admin_faq(), size: 'lg' },
    fields: (editing, setEditing) => (
      <>
        <Group grow>
          <Select label={m.content_admin_audience()} data={['influencer', 'marketer']} value={editing.audience} onChange={(v) => setEditing({ ...editing, audience: (v as AdminFaq['audience']) ?? 'influencer' })} />
          <Select label={m.content_admin_language()} data={['th', 'en']} value={editing.locale} onChange={(v) => setEditing({ ...editing, locale: (v as Locale) ?? 'th' })} />
          <NumberInput label={m.content_admin_sort()} value={editing.sort ?? 0} onChange={(v) => setEditing({ ...editing, sort: Number(v) || 0 })} />
        </Group>
        <TextInput label={m.content_admin_question()} value={editing.question ?? ''} onChange={(e) => setEditing({ ...editing, question: e.currentTarget.value })} />
        <RichTextField label={m.content_admin_answer()} value={editing.answerHtml ?? ''} onChange={(html) => setEditing((current) => ({ ...current, answerHtml: html }))} />
      </>
    ),
    save: (editing) => {
      const body = { audience: editing.audience ?? 'influencer', locale: editing.locale ?? 'th', question: editing.question ?? '', answerHtml: editing.answerHtml ?? '', sort: editing.sort ?? 0, published: editing.published ?? true };
      return { method: editing.id ? 'PUT' : 'POST', path: editing.id ? `faq/${editing.id}` : 'faq', body };
    },
  };
}

/** A row keyed by a name and a language (SEO entries, static pages): both, then the title. */
function LocalizedKeyCells({ name, locale, title }: { name: string; locale: Locale; title: string }) {
  return (
    <>
      <Table.Td>
        <b>{name}</b> <Badge variant="outline">{locale}</Badge>
      </Table.Td>
      <Table.Td>{title}</Table.Td>
    </>
  );
}

function seoTab(): EditableListKind<AdminSeo, AdminSeo> {
    return {
    create: { label: m.content_admin_new_seo(), draft: () => ({ page: '', locale: 'th', title: '', description: '', keyword: '', image: null }) },
    rowKey: (row) => `${row.page}-${row.locale}`,
    cells: (row) => <LocalizedKeyCells name={row.page} locale={row.locale} title={row.title} />,
    scroll: true,
    modal: { title: () => m.content_admin_seo() },
    fields: (editing, setEditing) => (
      <>
        <Group grow>
          <TextInput label={m.content_admin_page()} value={editing.page} onChange={(e) => setEditing({ ...editing, page: e.currentTarget.value })} />
          <Select label={m.content_admin_language()} data={['th', 'en']} value={editing.locale} onChange={(v) => setEditing({ ...editing, locale: (v as Locale) ?? 'th' })} />
        </Group>
        <TextInput label={m.content_admin_seo_title()} value={editing.title} onChange={(e) => setEditing({ ...editing, title: e.currentTarget.value })} />
        <Textarea label={m.content_admin_seo_description()} value={editing.description} onChange={(e) => setEditing({ ...editing, description: e.currentTarget.value })} />
        <TextInput label={m.content_admin_seo_keywords()} value={editing.keyword} onChange={(e) => setEditing({ ...editing, keyword: e.currentTarget.value })} />
        <TextInput label={m.content_admin_share_image()} value={editing.image ?? ''} onChange={(e) => setEditing({ ...editing, image: e.currentTarget.value })} />
      </>
    ),
    save: (editing) => ({ method: 'PUT', path: `seo/${encodeURIComponent(editing.page)}/${editing.locale}`, body: { title: editing.title, description: editing.description, keyword: editing.keyword, image: editing.image || null } }),
  };
}

function pagesTab(): EditableListKind<AdminStaticPage, AdminStaticPage> {
    return {
    rowKey: (row) => `${row.slug}-${row.locale}`,
    cells: (row) => <LocalizedKeyCells name={row.slug} locale={row.locale} title={row.title} />,
    modal: { title: (editing) => editing?.slug, size: 'xl' },
    fields: (editing, setEditing) => (
      <>
        <TextInput label={m.content_admin_title()} value={editing.title} onChange={(e) => setEditing({ ...editing, title: e.currentTarget.value })} />
        <RichTextField label={m.content_admin_body()} value={editing.bodyHtml} onChange={(html) => setEditing((current) => (current ? { ...current, bodyHtml: html } : current))} />
      </>
    ),
    save: (editing) => ({ method: 'PUT', path: `pages/${editing.slug}/${editing.locale}`, body: { title: editing.title, bodyHtml: editing.bodyHtml } }),
  };
}

const emptyPackage = { slug: '', status: 'draft', channelTypes: ['INSTAGRAM'], postType: 'photoPost', tier: 'micro', influencerCount: 5, priceMinor: 0, validityDays: 180, coverUrl: null, highlight: false, sort: 0, th: { name: '', summary: '', descriptionHtml: '', features: [] }, en: { name: '', summary: '', descriptionHtml: '', features: [] } };

type PackageDraft = Omit<AdminPackage, 'id'> & { id?: number };

const packageStatusLabels: Record<AdminPackage['status'], () => string> = {
  draft: () => m.content_admin_status_draft(),
  publish: () => m.content_admin_status_published(),
  archived: () => m.content_admin_status_archived(),
};
const packageStatusLabel = (status: AdminPackage['status']) => packageStatusLabels[status]();

function packagesTab(lang: Locale): EditableListKind<AdminPackage, PackageDraft> {
  return {
    create: { label: m.content_admin_new_package(), draft: () => ({ ...(emptyPackage as Omit<AdminPackage, 'id'>) }) },
    rowKey: (row) => row.id,
    cells: (row) => (
      <>
        <Table.Td>{(lang === 'th' ? row.th?.name : row.en?.name) ?? row.slug}</Table.Td>
        <Table.Td>
          <Badge color={row.status === 'publish' ? 'teal' : row.status === 'archived' ? 'dark' : 'gray.7'}>{packageStatusLabel(row.status)}</Badge>
        </Table.Td>
        <Table.Td>{formatMoney(row.priceMinor, { decimals: 0 })}</Table.Td>
      </>
    ),
    scroll: true,
    modal: { title: () => m.content_admin_package(), size: 'lg' },
    fields: (editing, setEditing) => {
      const setTr = (locale: Locale, key: 'name' | 'summary', value: string) => setEditing({ ...editing, [locale]: { ...(editing[locale] ?? emptyPackage[locale]), [key]: value } });
      return (
        <>
          <Group grow>
            <TextInput label={m.content_admin_slug()} value={editing.slug} onChange={(e) => setEditing({ ...editing, slug: e.currentTarget.value })} />
            <Select label={m.content_admin_status()} data={packageStatuses.map((value) => ({ value, label: packageStatusLabel(value) }))} value={editing.status} onChange={(v) => setEditing({ ...editing, status: (v as AdminPackage['status']) ?? 'draft' })} />
          </Group>
          <Group grow>
            <NumberInput label={m.content_admin_price_baht({ currency: currencyLabel(getLocale()) })} value={editing.priceMinor / 100} min={0} onChange={(v) => setEditing({ ...editing, priceMinor: Math.round(Number(v) * 100) || 0 })} thousandSeparator={countryRules[deploymentCountry()].separators.group} decimalSeparator={countryRules[deploymentCountry()].separators.decimal} />
            <NumberInput label={m.content_package_fact_creators()} value={editing.influencerCount} min={1} onChange={(v) => setEditing({ ...editing, influencerCount: Number(v) || 1 })} />
          </Group>
          <Group grow>
            <Select label={m.content_package_fact_post_type()} data={['shareLink', 'photoPost', 'videoPost', 'live', 'story', 'reel'].map((value) => ({ value, label: postTypeLabel(value) }))} value={editing.postType} onChange={(v) => setEditing({ ...editing, postType: v ?? 'photoPost' })} />
            <Select label={m.content_package_fact_tier()} data={(['micro', 'alist'] as const).map((value) => ({ value, label: tierLabel(value) }))} value={editing.tier} onChange={(v) => setEditing({ ...editing, tier: (v as AdminPackage['tier']) ?? 'micro' })} />
          </Group>
          <Select label={m.content_admin_channels()} data={socialChannelTypes.map((value) => ({ value, label: channelLabel(value) }))} value={editing.channelTypes[0] ?? null} onChange={(v) => setEditing({ ...editing, channelTypes: v ? [v] : [] })} />
          {(['th', 'en'] as const).map((locale) => (
            <Group grow key={locale}>
              <TextInput label={`${m.content_admin_name()} (${locale})`} value={editing[locale]?.name ?? ''} onChange={(e) => setTr(locale, 'name', e.currentTarget.value)} />
              <TextInput label={`${m.content_admin_summary()} (${locale})`} value={editing[locale]?.summary ?? ''} onChange={(e) => setTr(locale, 'summary', e.currentTarget.value)} />
            </Group>
          ))}
          <Switch label={m.content_package_popular()} checked={editing.highlight} onChange={(e) => setEditing({ ...editing, highlight: e.currentTarget.checked })} />
        </>
      );
    },
    save: (editing) => {
      const { id, ...rest } = editing;
      const body = { ...rest, th: rest.th ?? emptyPackage.th, en: rest.en ?? emptyPackage.en };
      delete (body as Record<string, unknown>).createdAt;
      delete (body as Record<string, unknown>).updatedAt;
      delete (body as Record<string, unknown>).currency;
      return { method: id ? 'PUT' : 'POST', path: id ? `packages/${id}` : 'packages', body };
    },
  };
}

function FaqTab() {
  return <EditableListTab query={useAdminFaq()} kind={faqTab()} />;
}

function SeoTab() {
  return <EditableListTab query={useAdminSeo()} kind={seoTab()} />;
}

function PagesTab() {
  return <EditableListTab query={useAdminPages()} kind={pagesTab()} />;
}

function PackagesTab({ lang }: { lang: Locale }) {
  return <EditableListTab query={useAdminPackages()} kind={packagesTab(lang)} />;
}

function PartnersTab() {
  const partners = useAdminPartners();
  const write = useAdminWrite();
  const [draft, setDraft] = useState({ channelType: 'INSTAGRAM', displayName: '', handle: '', followers: 0, interest: 'INTEREST_LIFESTYLE' });
  return (
    <Stack>
      <Paper withBorder p="md">
        <Group align="flex-end" wrap="wrap">
          <Select label={m.content_admin_channels()} data={socialChannelTypes.map((value) => ({ value, label: channelLabel(value) }))} value={draft.channelType} onChange={(v) => setDraft({ ...draft, channelType: v ?? 'INSTAGRAM' })} w={170} />
          <TextInput label={m.content_admin_name()} value={draft.displayName} onChange={(e) => setDraft({ ...draft, displayName: e.currentTarget.value })} />
          <TextInput label={m.content_admin_handle()} value={draft.handle} onChange={(e) => setDraft({ ...draft, handle: e.currentTarget.value })} />
          <NumberInput label={m.content_admin_followers()} value={draft.followers} onChange={(v) => setDraft({ ...draft, followers: Number(v) || 0 })} w={140} />
          <Select label={m.content_filter_interest()} data={interestCategories} value={draft.interest} onChange={(v) => setDraft({ ...draft, interest: v ?? 'INTEREST_LIFESTYLE' })} w={200} />
          <Button loading={write.isPending} onClick={() => write.mutate({ method: 'POST', path: 'partners', body: draft })}>
            {m.content_admin_add()}
          </Button>
        </Group>
        {write.isError ? <Alert color="red" mt="sm">{adminErrorLine(write.error)}</Alert> : null}
      </Paper>
      <Loading query={partners}>
        {(rows) => (
          <Table striped>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.displayName}</Table.Td>
                  <Table.Td>{row.channelType}</Table.Td>
                  <Table.Td>{row.followers.toLocaleString()}</Table.Td>
                  <Table.Td w={48}>
                    <DeleteButton onDelete={() => write.mutate({ method: 'DELETE', path: `partners/${row.id}` })} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Loading>
    </Stack>
  );
}

/** /{lang}/Admin/content: the content back office (staff only). */
export function ContentAdminScreen({ lang, tab }: { lang: Locale; tab: AdminTab }) {
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
  return (
    <Container size="xl" py="xl">
      <Title order={1} fz={28} mb="lg">
        {m.content_admin_title_page()}
      </Title>
      <Tabs value={tab} onChange={(value) => void navigate({ to: '/$lang/Admin/content', params: { lang }, search: { tab: (value as AdminTab) ?? 'articles' } })} keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="articles">
          <PostsTab lang={lang} kind="article" />
        </Tabs.Panel>
        <Tabs.Panel value="cases">
          <PostsTab lang={lang} kind="case_study" />
        </Tabs.Panel>
        <Tabs.Panel value="faq">
          <FaqTab />
        </Tabs.Panel>
        <Tabs.Panel value="seo">
          <SeoTab />
        </Tabs.Panel>
        <Tabs.Panel value="pages">
          <PagesTab />
        </Tabs.Panel>
        <Tabs.Panel value="packages">
          <PackagesTab lang={lang} />
        </Tabs.Panel>
        <Tabs.Panel value="partners">
          <PartnersTab />
        </Tabs.Panel>
        <Tabs.Panel value="downloads">
          <DownloadsTab lang={lang} />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesTab lang={lang} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
