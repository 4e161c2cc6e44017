import { Badge, Group, NumberInput, Select, Switch, Table, TextInput, Textarea } from '@mantine/core';
import { socialChannelTypes, type Locale } from '#common/enums';
import { formatMoney, currencyLabel } from '#common/money';
import { countryRules, deploymentCountry } from '#common/countries';
import { getLocale } from '#common/paraglide/runtime.js';
import { packageStatuses } from '#common/contracts/content';
import { m } from '#common/paraglide/messages.js';
import { RichTextField } from '#client/components/rich-text-field';
import { channelLabel } from '#client/components/channel-label';
import { postTypeLabel, tierLabel } from '#client/components/package-label';
import { useAdminFaq, useAdminPackages, useAdminPages, useAdminSeo, type AdminFaq, type AdminPackage, type AdminSeo, type AdminStaticPage } from '../api/resources';
import { EditableListTab, type EditableListKind } from './editable-list-tab';
import { emptyPackage, faqWrite, packageWrite, pageWrite, seoWrite, type PackageDraft } from './list-tab-writes';

/* The back office's simple lists (FAQ, SEO, static pages, packages): each one's row cells, edit
   fields, and its write (list-tab-writes.ts); EditableListTab holds the list, the modal and the saving. */

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
    save: faqWrite,
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
    save: seoWrite,
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
    save: pageWrite,
  };
}

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
    save: packageWrite,
  };
}

export function FaqTab() {
  return <EditableListTab query={useAdminFaq()} kind={faqTab()} />;
}

export function SeoTab() {
  return <EditableListTab query={useAdminSeo()} kind={seoTab()} />;
}

export function PagesTab() {
  return <EditableListTab query={useAdminPages()} kind={pagesTab()} />;
}

export function PackagesTab({ lang }: { lang: Locale }) {
  return <EditableListTab query={useAdminPackages()} kind={packagesTab(lang)} />;
}
