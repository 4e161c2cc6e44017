import type { AdminFaq, AdminPackage, AdminSeo, AdminStaticPage } from '../api/resources';

/* The write each simple back-office list sends when its modal is saved (EditableListTab sends it):
   the body each endpoint takes, built from the row being edited, with its defaults. */

type Write = { method: 'POST' | 'PUT'; path: string; body: unknown };
export type PackageDraft = Omit<AdminPackage, 'id'> & { id?: number };

export const emptyPackage = { slug: '', status: 'draft', channelTypes: ['INSTAGRAM'], postType: 'photoPost', tier: 'micro', influencerCount: 5, priceMinor: 0, validityDays: 180, coverUrl: null, highlight: false, sort: 0, th: { name: '', summary: '', descriptionHtml: '', features: [] }, en: { name: '', summary: '', descriptionHtml: '', features: [] } };

export function faqWrite(editing: Partial<AdminFaq>): Write {
  const body = { audience: editing.audience ?? 'influencer', locale: editing.locale ?? 'th', question: editing.question ?? '', answerHtml: editing.answerHtml ?? '', sort: editing.sort ?? 0, published: editing.published ?? true };
  return { method: editing.id ? 'PUT' : 'POST', path: editing.id ? `faq/${editing.id}` : 'faq', body };
}

export const seoWrite = (editing: AdminSeo): Write => ({ method: 'PUT', path: `seo/${encodeURIComponent(editing.page)}/${editing.locale}`, body: { title: editing.title, description: editing.description, keyword: editing.keyword, image: editing.image || null } });

export const pageWrite = (editing: AdminStaticPage): Write => ({ method: 'PUT', path: `pages/${editing.slug}/${editing.locale}`, body: { title: editing.title, bodyHtml: editing.bodyHtml } });

/** The package as the endpoint takes it: both languages present, and none of the fields the server owns. */
export function packageWrite(editing: PackageDraft): Write {
  const { id, ...rest } = editing;
  const body = { ...rest, th: rest.th ?? emptyPackage.th, en: rest.en ?? emptyPackage.en };
  delete (body as Record<string, unknown>).createdAt;
  delete (body as Record<string, unknown>).updatedAt;
  delete (body as Record<string, unknown>).currency;
  return { method: id ? 'PUT' : 'POST', path: id ? `packages/${id}` : 'packages', body };
}
