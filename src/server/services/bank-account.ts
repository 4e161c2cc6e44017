import type { SessionUser } from '#common/contracts/auth';
import { recordAudit } from './audit';
import { payoutJobs } from './earnings';
import { enqueueNotification } from './notifications';
import { and, asc, eq, gt, inArray, notInArray, or } from 'drizzle-orm';
import { accountNameMatches, profileNamesOf } from '#common/bank-account';
import type { BankAccount, BankAccountBody, BankAccountResponse, BankDocument, BankReviewItem, RejectBankAccountBody } from '#common/contracts/earnings';
import type { BankDocumentKind, Locale } from '#common/enums';
import type { Database, Executor } from '../db/client';
import { bankAccounts, bankDocuments, influencerProfiles, uploads, users } from '../db/schema/index';
import { DomainError, notFoundError } from '../domain-error';
import { bankAccountReviewMachine, documentStatusIn, type BankAccountReviewEvent, type BankAccountReviewStatus } from '#machines/lifecycles/bank-account-review.machine';
import { decide } from '../machines/run-machine';
import type { Deps } from '../deps';
import { uploadUrl } from './influencer';

/**
 * The influencer's bank account (issue 13, docs/decisions/023-bank-account.md): one per
 * influencer, with its evidence (ID card, bank book page, a company's VAT registration). Saving
 * sends the account and every document back to in_progress, whatever it was; staff approve or
 * reject only what is in_progress (409 otherwise), and the influencer is e-mailed in their
 * notification language inside the same transaction.
 */

type AccountRow = typeof bankAccounts.$inferSelect;
type DocumentRow = typeof bankDocuments.$inferSelect & { mime: string };
type ProfileNames = Parameters<typeof profileNamesOf>[0];

/** Staff read a document here; the owner reads their own upload at `/sv_influ_api/influ/file/{uploadId}`. */
export const bankEvidenceUrl = (accountId: string, kind: BankDocumentKind) => `/api/admin/bank-accounts/${accountId}/documents/${kind}`;

const kindOrder: Record<BankDocumentKind, number> = { id_card: 0, bank_book: 1, vat_registration: 2 };

function toBankAccount(row: AccountRow, documents: DocumentRow[], reader: 'owner' | 'staff'): BankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode as BankAccount['bankCode'],
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    holderType: row.holderType,
    status: row.status,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    documents: documents
      .slice()
      .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind])
      .map(
        (document): BankDocument => ({
          kind: document.kind,
          status: document.status,
          rejectReason: document.rejectReason,
          uploadId: document.uploadId,
          url: reader === 'owner' ? uploadUrl(document.uploadId)! : bankEvidenceUrl(row.id, document.kind),
          mime: document.mime,
        }),
      ),
  };
}

async function documentsOf(db: Executor, accountIds: string[]): Promise<DocumentRow[]> {
  if (accountIds.length === 0) return [];
  const rows = await db.select({ document: bankDocuments, mime: uploads.mime }).from(bankDocuments).innerJoin(uploads, eq(uploads.id, bankDocuments.uploadId)).where(inArray(bankDocuments.bankAccountId, accountIds));
  return rows.map((row) => ({ ...row.document, mime: row.mime }));
}

async function profileOf(db: Executor, userId: string): Promise<ProfileNames & { language: Locale; email: string; displayName: string }> {
  const [row] = await db
    .select({ firstNameEn: influencerProfiles.firstNameEn, lastNameEn: influencerProfiles.lastNameEn, firstNameTh: influencerProfiles.firstNameTh, lastNameTh: influencerProfiles.lastNameTh, language: influencerProfiles.notificationLanguage, email: users.email, displayName: users.displayName })
    .from(users)
    .innerJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFoundError();
  return row;
}

/** The influencer's account with its documents, or null before the first one. */
export async function bankAccountOf(db: Executor, influencerId: string): Promise<BankAccountResponse> {
  const profile = await profileOf(db, influencerId);
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.influencerId, influencerId)).limit(1);
  return { account: row ? toBankAccount(row, await documentsOf(db, [row.id]), 'owner') : null, profileNames: profileNamesOf(profile) };
}

/**
 * Creates or replaces the account and its documents; the account and each document go (back) to
 * in_progress, also from approve (a changed account is checked again before money goes to it).
 * The uploads must be the influencer's own.
 */
export async function saveBankAccount(db: Database, influencerId: string, body: BankAccountBody, now: Date): Promise<BankAccountResponse> {
  return db.transaction(async (tx) => {
    const profile = await profileOf(tx, influencerId);
    const profileNames = profileNamesOf(profile);
    if (body.holderType === 'individual') {
      if (profileNames.length === 0) throw new DomainError('validation', { errors: [{ path: 'accountName', message: 'bank_profile_name_missing' }] });
      if (!accountNameMatches(body.accountName, profileNames)) throw new DomainError('validation', { errors: [{ path: 'accountName', message: 'bank_account_name_mismatch' }] });
    }
    const wanted: [BankDocumentKind, string, string][] = [
      ['id_card', body.idCardUploadId, 'idCardUploadId'],
      ['bank_book', body.bankBookUploadId, 'bankBookUploadId'],
      ...(body.holderType === 'company' && body.vatRegistrationUploadId ? [['vat_registration', body.vatRegistrationUploadId, 'vatRegistrationUploadId'] as [BankDocumentKind, string, string]] : []),
    ];
    const owned = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(inArray(uploads.id, wanted.map(([, id]) => id)), eq(uploads.userId, influencerId)));
    const ownedIds = new Set(owned.map((row) => row.id));
    const missing = wanted.filter(([, id]) => !ownedIds.has(id));
    if (missing.length > 0) throw new DomainError('validation', { errors: missing.map(([, , path]) => ({ path, message: 'bank_document_not_found' })) });

    // The first account starts at the machine's initial state; a saved one is sent back to review by it.
    const [stored] = await tx.select({ status: bankAccounts.status }).from(bankAccounts).where(eq(bankAccounts.influencerId, influencerId)).limit(1).for('update');
    const status = stored ? decideReview(stored.status, { type: 'account.submit' }).next : (bankAccountReviewMachine.config.initial as BankAccountReviewStatus);
    const values = { bankCode: body.bankCode, accountNumber: body.accountNumber, accountName: body.accountName, holderType: body.holderType, status, rejectReason: null, submittedAt: now, reviewedAt: null, reviewedBy: null, updatedAt: now };
    const [account] = await tx
      .insert(bankAccounts)
      .values({ influencerId, ...values })
      .onConflictDoUpdate({ target: bankAccounts.influencerId, set: values })
      .returning();
    await tx.delete(bankDocuments).where(eq(bankDocuments.bankAccountId, account!.id));
    await tx.insert(bankDocuments).values(wanted.map(([kind, uploadId]) => ({ bankAccountId: account!.id, kind, uploadId, status: documentStatusIn(status) })));
    return { account: toBankAccount(account!, await documentsOf(tx, [account!.id]), 'owner'), profileNames };
  });
}

const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  return id && /^[0-9a-f-]{36}$/.test(id) && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
}

/** Staff: accounts waiting for review, oldest submission first, keyset-paged on (submitted_at, id). */
export async function bankReviewQueue(db: Executor, query: { after?: string; limit: number }): Promise<{ items: BankReviewItem[]; next: string | null }> {
  const cursor = query.after ? decodeCursor(query.after) : null;
  if (query.after && !cursor) throw new DomainError('validation', { errors: [{ path: 'after', message: 'cursor_invalid' }] });
  const rows = await db
    .select({ account: bankAccounts, owner: { id: users.id, displayName: users.displayName, email: users.email }, profile: { firstNameEn: influencerProfiles.firstNameEn, lastNameEn: influencerProfiles.lastNameEn, firstNameTh: influencerProfiles.firstNameTh, lastNameTh: influencerProfiles.lastNameTh } })
    .from(bankAccounts)
    .innerJoin(users, eq(users.id, bankAccounts.influencerId))
    .innerJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
    .where(and(eq(bankAccounts.status, 'in_progress'), cursor ? or(gt(bankAccounts.submittedAt, cursor.at), and(eq(bankAccounts.submittedAt, cursor.at), gt(bankAccounts.id, cursor.id))) : undefined))
    .orderBy(asc(bankAccounts.submittedAt), asc(bankAccounts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const documents = await documentsOf(db, page.map((row) => row.account.id));
  const items = page.map((row) => ({
    account: toBankAccount(row.account, documents.filter((document) => document.bankAccountId === row.account.id), 'staff'),
    owner: { ...row.owner, profileNames: profileNamesOf(row.profile) },
    cursor: encodeCursor(row.account.submittedAt, row.account.id),
  }));
  return { items, next: rows.length > query.limit ? items.at(-1)!.cursor : null };
}

/** Staff: one document's upload (the route serves the bytes). */
export async function bankEvidenceOf(db: Executor, accountId: string, kind: BankDocumentKind) {
  const [row] = await db
    .select({ uploadId: bankDocuments.uploadId })
    .from(bankDocuments)
    .where(and(eq(bankDocuments.bankAccountId, accountId), eq(bankDocuments.kind, kind)))
    .limit(1);
  if (!row) throw notFoundError('No such document.');
  return row.uploadId;
}

const reviewTexts = {
  approved: {
    th: () => ({ subject: 'Kolify: บัญชีธนาคารของคุณผ่านการตรวจสอบแล้ว', text: 'สวัสดีค่ะ\n\nบัญชีธนาคารของคุณผ่านการตรวจสอบแล้ว คุณสามารถถอนรายได้เข้าบัญชีนี้ได้เลย\n\nทีมงาน Kolify' }),
    en: () => ({ subject: 'Kolify: your bank account is approved', text: 'Hello,\n\nYour bank account has been approved. You can now withdraw your earnings to it.\n\nThe Kolify team' }),
  },
  rejected: {
    th: (reason: string) => ({ subject: 'Kolify: บัญชีธนาคารของคุณไม่ผ่านการตรวจสอบ', text: `สวัสดีค่ะ\n\nบัญชีธนาคารของคุณไม่ผ่านการตรวจสอบ\nเหตุผล: ${reason}\n\nกรุณาแก้ไขแล้วส่งอีกครั้งที่หน้ารายได้ > บัญชีธนาคาร\n\nทีมงาน Kolify` }),
    en: (reason: string) => ({ subject: 'Kolify: your bank account was not approved', text: `Hello,\n\nYour bank account was not approved.\nReason: ${reason}\n\nPlease fix it and send it again from Earn > Bank account.\n\nThe Kolify team` }),
  },
};

/**
 * The bank-account review machine's answer at the stored status (decision 045): the status to
 * write and the actions to carry out, or 409 illegal_transition. bank_accounts.status is written
 * only with this answer.
 */
function decideReview(stored: BankAccountReviewStatus, event: BankAccountReviewEvent): { next: BankAccountReviewStatus; actions: string[] } {
  const decision = decide(bankAccountReviewMachine, { value: stored, context: {} }, event);
  return { next: decision.value as BankAccountReviewStatus, actions: decision.actions };
}

/**
 * Staff approve or reject an account under review. Approve: the account is approved and its
 * documents complete. Reject: the reason is kept; the documents staff name are rejected with it,
 * the others approved (they need not be sent again). The row is locked so two reviewers cannot
 * both decide.
 */
export async function reviewBankAccount(db: Database, deps: Pick<Deps, 'queue' | 'now'>, staff: SessionUser, accountId: string, decision: { approve: true } | ({ approve: false } & RejectBankAccountBody)): Promise<BankAccount> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, accountId)).limit(1).for('update');
    if (!row) throw notFoundError('No such bank account.');
    const review = decideReview(row.status, decision.approve ? { type: 'review.approve' } : { type: 'review.reject', reason: decision.reason });
    const now = deps.now();
    const [updated] = await tx
      .update(bankAccounts)
      .set({ status: review.next, rejectReason: decision.approve ? null : decision.reason, reviewedBy: staff.uuid, reviewedAt: now, updatedAt: now })
      .where(eq(bankAccounts.id, row.id))
      .returning();
    // Each document's status is read off the review state the machine answered (decision 068).
    const named = decision.approve ? [] : decision.documents;
    await tx
      .update(bankDocuments)
      .set({ status: documentStatusIn(review.next), rejectReason: null, updatedAt: now })
      .where(and(eq(bankDocuments.bankAccountId, row.id), named.length > 0 ? notInArray(bankDocuments.kind, named) : undefined));
    if (named.length > 0) {
      await tx
        .update(bankDocuments)
        .set({ status: documentStatusIn(review.next, true), rejectReason: decision.approve ? null : decision.reason, updatedAt: now })
        .where(and(eq(bankDocuments.bankAccountId, row.id), inArray(bankDocuments.kind, named)));
    }
    if (review.actions.includes('registerRecipient')) {
      // Issue 27: the approved account becomes an Opn recipient (a queue job, after commit; no-op without a gateway).
      await deps.queue.enqueue(payoutJobs.recipient, { bankAccountId: row.id }, { tx, singletonKey: `${row.id}:${now.getTime()}` });
    }
    await recordAudit(tx, staff, {
      action: decision.approve ? 'bank_account.approve' : 'bank_account.reject',
      targetType: 'bank_account',
      targetId: row.id,
      before: { status: row.status },
      after: decision.approve ? { status: 'approve' } : { status: 'reject', documents: decision.documents },
      reason: decision.approve ? null : decision.reason,
    });
    const owner = await profileOf(tx, row.influencerId);
    const locale = owner.language ?? 'th';
    const message = decision.approve ? reviewTexts.approved[locale]() : reviewTexts.rejected[locale](decision.reason);
    // Sent by the queue once this transaction commits (services/notifications.ts).
    await enqueueNotification(deps, tx, [{ channel: 'email', to: owner.email, subject: message.subject, text: message.text, locale }]);
    return toBankAccount(updated!, await documentsOf(tx, [row.id]), 'staff');
  });
}
