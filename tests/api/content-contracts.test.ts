import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  adminCategorySchema,
  adminDownloadSchema,
  adminFaqSchema,
  adminList,
  adminMessageListResponse,
  adminPackageSchema,
  adminPartnerSchema,
  adminPostSchema,
  adminSeoSchema,
  adminStaticPageSchema,
  categoryListResponse,
  contactResponse,
  externalFormResponse,
  faqListResponse,
  packageSchema,
  paged,
  partnerListResponse,
  postDetailSchema,
  postListResponse,
  seoSchema,
  staticPageSchema,
} from '#common/contracts/content';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';

/**
 * The SPA parses every content answer with the contract it imports (issue 9: no typed casts), so
 * an answer that strays from its contract breaks a screen. Each read and write the public pages
 * and the back office make answers what its contract says, on the seeded content.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

let ipCounter = 0;
const visitor = () => new Client(server, { ip: `203.0.113.${++ipCounter}` });
async function staff() {
  const client = new Client(server, { ip: `198.51.100.${++ipCounter}` });
  expect((await client.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
  return client;
}

/** The answer's body parsed by the contract (throws, naming the path, when it does not fit). */
async function answer<T extends v.GenericSchema>(schema: T, response: Promise<{ status: number; json: unknown }>, status = 200) {
  const { status: actual, json } = await response;
  expect(actual, JSON.stringify(json)).toBe(status);
  const parsed = v.safeParse(schema, json);
  expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []).toEqual([]);
  return parsed.output as v.InferOutput<T>;
}

describe('public content answers its contracts', () => {
  it('lists, details, SEO, static pages, partners and the external form', async () => {
    const client = visitor();
    expect((await answer(categoryListResponse, client.get('/sv_influ_api/open/config/category/blog'))).data.length).toBeGreaterThan(0);
    expect((await answer(faqListResponse, client.get('/sv_influ_api/open/th/influencer/faq'))).data.length).toBeGreaterThan(0);
    const articles = await answer(postListResponse, client.get('/api/blogs/lang/en'));
    expect(articles.data.length).toBeGreaterThan(0);
    await answer(postDetailSchema, client.get(`/api/blogs/lang/en/slug/${encodeURIComponent(articles.data[0]!.slug)}`));
    const caseStudies = await answer(postListResponse, client.get('/api/influencer-success-cases/lang/en'));
    expect(caseStudies.data.length).toBeGreaterThan(0);
    await answer(postDetailSchema, client.get(`/sv_influ_api/open/en/casesstudy/${caseStudies.data[0]!.id}`));
    const offers = await answer(paged(packageSchema), client.get('/sv_package/offer?status=publish'));
    expect(offers.data.length).toBeGreaterThan(0);
    await answer(packageSchema, client.get(`/sv_package/offer/find/en/${encodeURIComponent(offers.data[0]!.slug)}`));
    await answer(seoSchema, client.get('/api/seo/page/home/th'));
    await answer(staticPageSchema, client.get('/api/pages/about/en'));
    await answer(partnerListResponse, client.get('/api/middle-config/channels/display-homepage'));
    await answer(externalFormResponse, client.get('/api/content/external-form'));
    await answer(contactResponse, client.post('/api/contact', { name: 'Somchai', email: 'somchai@example.co.th', topic: 'marketer', message: 'We would like to talk about a campaign in March.', consent: true, locale: 'th' }), 201);
  });
});

describe('the back office answers its contracts', () => {
  it('every list of every kind', async () => {
    const client = await staff();
    for (const [path, item] of [
      ['categories', adminCategorySchema],
      ['faq', adminFaqSchema],
      ['seo', adminSeoSchema],
      ['pages', adminStaticPageSchema],
      ['packages', adminPackageSchema],
      ['partners', adminPartnerSchema],
      ['downloads', adminDownloadSchema],
    ] as const) {
      const list = await answer(adminList(item), client.get(`/api/admin/content/${path}`));
      if (path !== 'downloads') expect(list.data.length, path).toBeGreaterThan(0);
    }
    expect((await answer(paged(adminPostSchema), client.get('/api/admin/content/posts?kind=article'))).data.length).toBeGreaterThan(0);
    await answer(adminMessageListResponse, client.get('/api/admin/content/messages'));
  });

  it('what a save answers: FAQ, partner, SEO entry, static page, package and post', async () => {
    const client = await staff();
    const faq = await answer(adminFaqSchema, client.post('/api/admin/content/faq', { audience: 'marketer', locale: 'en', question: 'How do I pay?', answerHtml: '<p>By card or PromptPay.</p>' }), 201);
    await answer(adminFaqSchema, client.request('PUT', `/api/admin/content/faq/${faq.id}`, { audience: 'marketer', locale: 'en', question: 'How do I pay for credit?', answerHtml: '<p>By card.</p>' }));
    await answer(adminPartnerSchema, client.post('/api/admin/content/partners', { channelType: 'INSTAGRAM', displayName: 'Nok', handle: '@nok', followers: 12_000, interest: 'INTEREST_FOOD' }), 201);
    await answer(adminSeoSchema, client.request('PUT', '/api/admin/content/seo/contracts/en', { title: 'Contracts', description: 'What the pages answer' }));
    await answer(adminStaticPageSchema, client.request('PUT', '/api/admin/content/pages/about/en', { title: 'About Kolify', bodyHtml: '<p>Kolify connects brands and creators.</p>' }));
    const [offer] = (await answer(adminList(adminPackageSchema), client.get('/api/admin/content/packages'))).data;
    const translation = (t: NonNullable<typeof offer>['th']) => ({ name: t!.name, summary: t!.summary, descriptionHtml: t!.descriptionHtml, features: t!.features });
    const { id: _id, th, en, ...facts } = offer!;
    await answer(adminPackageSchema, client.request('PUT', `/api/admin/content/packages/${offer!.id}`, { ...facts, coverUrl: facts.coverUrl ?? '', th: translation(th), en: translation(en) }));
    const [post] = (await answer(paged(adminPostSchema), client.get('/api/admin/content/posts?kind=article'))).data;
    await answer(adminPostSchema, client.patch(`/api/admin/content/posts/${post!.id}/status`, { status: post!.status === 'publish' ? 'publish' : 'draft' }));
  });
});
