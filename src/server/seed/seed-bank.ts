import { eq } from 'drizzle-orm';
import type { BankDocumentKind, BankHolderType, VerificationStatus } from '#common/enums';
import type { Storage } from '../providers/storage';
import type { Database } from '../db/client';
import { demoBankBookPng, demoIdCardPng, demoVatRegistrationPng } from './demo-documents';
import { bankAccounts, bankDocuments, uploads, users } from '../db/schema/index';
import { documentStatusIn } from '#machines/lifecycles/bank-account-review.machine';

/**
 * Issue 13 demo data: the demo influencer's bank account is approved (so withdrawals work on
 * `npm start`), and the talent manager's company account waits for staff review (so the back
 * office's queue is not empty). Idempotent: an account that exists is left as it is. The
 * document bytes go to storage when the caller gives it (the server does; API tests need none).
 *
 * Written to the tables directly (decision 056): the accounts start already reviewed (or in
 * review) with a past review date; the review lifecycle reaches `approve` only through staff's
 * review of an uploaded file, which a start-up seed has no one to do.
 */
const demoAccounts: { email: string; bankCode: string; accountNumber: string; accountName: string; holderType: BankHolderType; status: VerificationStatus; documents: BankDocumentKind[] }[] = [
  { email: 'influencer@kolify.test', bankCode: '004', accountNumber: '0581234567', accountName: 'พลอย ศรีสุข', holderType: 'individual', status: 'approve', documents: ['id_card', 'bank_book'] },
  { email: 'manager@kolify.test', bankCode: '014', accountNumber: '4071234567', accountName: 'Nat Talent Studio Co., Ltd.', holderType: 'company', status: 'in_progress', documents: ['id_card', 'bank_book', 'vat_registration'] },
];

const drawings: Record<BankDocumentKind, () => Buffer> = { id_card: demoIdCardPng, bank_book: demoBankBookPng, vat_registration: demoVatRegistrationPng };

export async function seedBankAccounts(db: Database, options: { storage?: Storage; now: Date }): Promise<void> {
  const at = options.now.getTime();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@kolify.test')).limit(1);
  for (const demo of demoAccounts) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email)).limit(1);
    if (!owner) continue;
    const [existing] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.influencerId, owner.id)).limit(1);
    if (existing) continue;
    const files = demo.documents.map((kind) => ({ kind, bytes: drawings[kind](), storageKey: `${owner.id}/demo-${kind.replace('_', '-')}.png` }));
    for (const file of files) await options.storage?.put(file.storageKey, file.bytes, 'image/png');
    const approved = demo.status === 'approve';
    // Every date of the row agrees (the back-office home counts waiting time from createdAt).
    const submittedAt = new Date(at - (approved ? 30 : 1) * 86_400_000);
    await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(bankAccounts)
        .values({
          influencerId: owner.id,
          bankCode: demo.bankCode,
          accountNumber: demo.accountNumber,
          accountName: demo.accountName,
          holderType: demo.holderType,
          status: demo.status,
          submittedAt,
          createdAt: submittedAt,
          ...(approved ? { reviewedAt: new Date(at - 29 * 86_400_000), reviewedBy: admin?.id ?? null } : {}),
        })
        .returning({ id: bankAccounts.id });
      for (const file of files) {
        const [upload] = await tx
          .insert(uploads)
          .values({ userId: owner.id, kind: 'attachment', visibility: 'private', storageKey: file.storageKey, mime: 'image/png', ext: 'png', sizeBytes: file.bytes.length, originalName: `${file.kind.replace('_', '-')}.png` })
          .returning({ id: uploads.id });
        await tx.insert(bankDocuments).values({ bankAccountId: account!.id, kind: file.kind, uploadId: upload!.id, status: documentStatusIn(demo.status) });
      }
    });
  }
}
