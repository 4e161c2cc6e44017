import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { PackageOffer, Paged, packageInput } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import type { Database, Executor } from '../../db/client';
import { packageOffers, packageOfferTranslations } from '../../db/schema/index';
import { notFoundError } from '../../domain-error';
import { sanitizeRichText } from '../html';
import * as v from 'valibot';
import { Paging, conflict, defaultPackageImage, pageSizes, pagedOf, resolvePaging } from './shared';
import { slugSafe } from './articles';

// ---------- packages ----------

function toPackage(row: typeof packageOffers.$inferSelect, tr: typeof packageOfferTranslations.$inferSelect | null): PackageOffer {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    name: tr?.name ?? row.slug,
    summary: tr?.summary ?? '',
    descriptionHtml: sanitizeRichText(tr?.descriptionHtml ?? ''),
    features: tr?.features ?? [],
    channelTypes: row.channelTypes,
    postType: row.postType,
    tier: row.tier,
    influencerCount: row.influencerCount,
    priceMinor: row.priceMinor,
    currency: row.currency,
    validityDays: row.validityDays,
    coverUrl: row.coverUrl || defaultPackageImage,
    highlight: row.highlight,
  };
}

export async function listPackages(db: Executor, locale: Locale, status: 'draft' | 'publish' | 'archived', query: Paging): Promise<Paged<PackageOffer>> {
  const { page, perPage, offset } = resolvePaging(query, pageSizes.packages);
  const where = eq(packageOffers.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(packageOffers)
      .leftJoin(packageOfferTranslations, and(eq(packageOfferTranslations.packageId, packageOffers.id), eq(packageOfferTranslations.locale, locale)))
      .where(where)
      .orderBy(asc(packageOffers.sort), asc(packageOffers.priceMinor), asc(packageOffers.id))
      .limit(perPage)
      .offset(offset),
    db.select({ n: count() }).from(packageOffers).where(where),
  ]);
  return pagedOf(
    rows.map((row) => toPackage(row.package_offers, row.package_offer_translations)),
    total?.n ?? 0,
    page,
    perPage,
  );
}

export async function findPackage(db: Executor, locale: Locale, slugOrId: string): Promise<PackageOffer> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const [row] = await db
    .select()
    .from(packageOffers)
    .leftJoin(packageOfferTranslations, and(eq(packageOfferTranslations.packageId, packageOffers.id), eq(packageOfferTranslations.locale, locale)))
    .where(and(eq(packageOffers.status, 'publish'), byId ? eq(packageOffers.id, Number(slugOrId)) : eq(packageOffers.slug, slugOrId.toLowerCase())));
  if (!row) throw notFoundError('No published package with this slug.');
  return toPackage(row.package_offers, row.package_offer_translations);
}

type PackageInput = v.InferOutput<typeof packageInput>;

// ---------- packages ----------

async function loadAdminPackage(db: Executor, id: number) {
  const [row] = await db.select().from(packageOffers).where(eq(packageOffers.id, id));
  if (!row) throw notFoundError('No such package.');
  const translations = await db.select().from(packageOfferTranslations).where(eq(packageOfferTranslations.packageId, id));
  const tr = (locale: Locale) => {
    const t = translations.find((x) => x.locale === locale);
    return t ? { name: t.name, summary: t.summary, descriptionHtml: t.descriptionHtml, features: t.features } : null;
  };
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), th: tr('th'), en: tr('en') };
}
export const getAdminPackage = loadAdminPackage;

export async function listAdminPackages(db: Executor) {
  const rows = await db.select({ id: packageOffers.id }).from(packageOffers).orderBy(asc(packageOffers.sort), asc(packageOffers.id));
  const data = [];
  for (const row of rows) data.push(await loadAdminPackage(db, row.id));
  return data;
}

/** `currency`: the deployment's (issue 30); the column's default is THB. */
export async function savePackage(db: Database, input: PackageInput, currency: string, now: Date, id?: number) {
  const [clash] = await db
    .select({ id: packageOffers.id })
    .from(packageOffers)
    .where(and(eq(packageOffers.slug, input.slug), id === undefined ? undefined : ne(packageOffers.id, id)));
  if (clash) throw conflict('slug', 'slug_taken');
  const values = {
    slug: input.slug,
    status: input.status,
    channelTypes: input.channelTypes,
    postType: input.postType,
    tier: input.tier,
    influencerCount: input.influencerCount,
    priceMinor: input.priceMinor,
    currency,
    validityDays: input.validityDays,
    coverUrl: input.coverUrl || null,
    highlight: input.highlight,
    sort: input.sort,
    updatedAt: now,
  };
  const savedId = await slugSafe(() =>
    db.transaction(async (tx) => {
      let packageId = id;
      if (packageId === undefined) {
        packageId = (await tx.insert(packageOffers).values(values).returning({ id: packageOffers.id }))[0]!.id;
      } else {
        const updated = await tx.update(packageOffers).set(values).where(eq(packageOffers.id, packageId)).returning({ id: packageOffers.id });
        if (updated.length === 0) throw notFoundError('No such package.');
        await tx.delete(packageOfferTranslations).where(eq(packageOfferTranslations.packageId, packageId));
      }
      for (const locale of ['th', 'en'] as const) {
        const tr = input[locale];
        await tx.insert(packageOfferTranslations).values({ packageId, locale, name: tr.name, summary: tr.summary, descriptionHtml: sanitizeRichText(tr.descriptionHtml), features: tr.features });
      }
      return packageId;
    }),
  );
  return loadAdminPackage(db, savedId);
}

/** Offers marketers may have bought are archived, never deleted (later issues reference them). */
export async function archivePackage(db: Executor, id: number, now: Date) {
  const updated = await db.update(packageOffers).set({ status: 'archived', updatedAt: now }).where(eq(packageOffers.id, id)).returning({ id: packageOffers.id });
  if (updated.length === 0) throw notFoundError('No such package.');
}
