import { and, asc, eq } from 'drizzle-orm';
import type { FaqItem, faqInput } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import type { Executor } from '../../db/client';
import { faqEntries } from '../../db/schema/index';
import { notFoundError } from '../../domain-error';
import { sanitizeRichText } from '../html';
import * as v from 'valibot';
import { deploymentCountry, type CountryCode } from '#common/countries';
import { formatMoney, percentOfBp } from '#common/money';
import { readConfig } from '../app-config';

const hours = (ms: number) => String(Math.round(ms / 3_600_000));
/**
 * Issue 32: numbers in FAQ answers are the configuration in force, not text typed once. An
 * answer names a setting as {topup.minimum}, {credit.validDays} …; the reader gets its value in
 * the deployment's money and numbers. An unknown name stays as written.
 */
async function configValuesFor(db: Executor, country: CountryCode, now: Date): Promise<Record<string, string>> {
  const config = await readConfig(db, ['topup.minimumMinor', 'tax.vatBp', 'credit.validDays', 'credit.alertDays', 'withdrawal.minimumMinor', 'withdrawal.feeMinor', 'withdrawal.withholdingTaxBp', 'job.platformFeeBp', 'job.assignMs', 'job.reviewMs'], now, country);
  return {
    'topup.minimum': formatMoney(config['topup.minimumMinor'], { country, decimals: 0 }),
    'tax.vat': `${percentOfBp(config['tax.vatBp'], country)}%`,
    'credit.validDays': String(config['credit.validDays']),
    'credit.alertDays': String(config['credit.alertDays']),
    'withdrawal.minimum': formatMoney(config['withdrawal.minimumMinor'], { country, decimals: 0 }),
    'withdrawal.fee': formatMoney(config['withdrawal.feeMinor'], { country, decimals: 0 }),
    'withdrawal.withholdingTax': `${percentOfBp(config['withdrawal.withholdingTaxBp'], country)}%`,
    'job.platformFee': `${percentOfBp(config['job.platformFeeBp'], country)}%`,
    'job.assignHours': hours(config['job.assignMs']),
    'job.reviewHours': hours(config['job.reviewMs']),
  };
}

export const fillConfigValues = (text: string, values: Record<string, string>) => text.replace(/\{([a-z]+\.[A-Za-z]+)\}/g, (token, name: string) => values[name] ?? token);

export async function listFaq(db: Executor, audience: 'influencer' | 'marketer', locale: Locale, country: CountryCode = deploymentCountry(), now: Date): Promise<FaqItem[]> {
  const values = await configValuesFor(db, country, now);
  const rows = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.audience, audience), eq(faqEntries.locale, locale), eq(faqEntries.published, true)))
    .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
  return rows.map((row) => ({ id: row.id, question: fillConfigValues(row.question, values), answerHtml: fillConfigValues(sanitizeRichText(row.answerHtml), values), sort: row.sort }));
}

// ---------- FAQ ----------

export async function listAdminFaq(db: Executor) {
  return db.select().from(faqEntries).orderBy(asc(faqEntries.audience), asc(faqEntries.locale), asc(faqEntries.sort), asc(faqEntries.id));
}
export async function saveFaq(db: Executor, input: v.InferOutput<typeof faqInput>, now: Date, id?: number) {
  const values = { ...input, answerHtml: sanitizeRichText(input.answerHtml), updatedAt: now };
  if (id === undefined) return (await db.insert(faqEntries).values(values).returning())[0]!;
  const [row] = await db.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning();
  if (!row) throw notFoundError('No such FAQ entry.');
  return row;
}
export async function deleteFaq(db: Executor, id: number) {
  const deleted = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  if (deleted.length === 0) throw notFoundError('No such FAQ entry.');
}
