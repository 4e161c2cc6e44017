import { and, desc, eq, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '#common/contracts/auth';
import type { StaffCampaignRow } from '#common/contracts/staff';
import type { Locale } from '#common/enums';
import type { Database, Executor } from '../db/client';
import type { Deps } from '../deps';
import { campaigns, users } from '../db/schema/index';
import { notFoundError } from '../domain-error';
import { recordAudit } from './audit';
import { enqueueNotification } from './notifications';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from './keyset';

/**
 * Brand safety (issue 32, docs/decisions/054-staff-hide-a-campaign.md): staff take a public
 * campaign off the public board and the job market, and put it back. Only public campaigns that
 * were published are here: a draft or an invite-only campaign is on no board (404).
 */

const staffCampaignColumns = {
  id: campaigns.id,
  name: campaigns.name,
  brandName: campaigns.brandName,
  marketerId: campaigns.marketerId,
  marketerName: users.displayName,
  status: campaigns.status,
  applyBy: campaigns.applyBy,
  publishedAt: campaigns.publishedAt,
  hiddenAt: campaigns.hiddenAt,
  createdAt: campaigns.createdAt,
  jobCount: sql<number>`(select count(*)::int from jobs j where j.campaign_id = ${campaigns.id})`,
};

type StaffCampaignRecord = {
  id: string;
  name: string;
  brandName: string;
  marketerId: string;
  marketerName: string;
  status: string;
  applyBy: string;
  publishedAt: Date | null;
  hiddenAt: Date | null;
  createdAt: Date;
  jobCount: number;
};

const onBoard = and(eq(campaigns.visibility, 'public'), ne(campaigns.status, 'draft'))!;
/** The order of the list: newest published first (a published campaign always has published_at; created_at is its fallback). */
const listedAt = sql<Date>`coalesce(${campaigns.publishedAt}, ${campaigns.createdAt})`;

function toStaffCampaign(row: StaffCampaignRecord): StaffCampaignRow {
  return {
    id: row.id,
    name: row.name,
    brandName: row.brandName,
    marketerId: row.marketerId,
    marketerName: row.marketerName,
    status: row.status as StaffCampaignRow['status'],
    applyBy: row.applyBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    jobCount: row.jobCount,
  };
}

/** Public campaigns by name or brand, newest first, keyset-paged on (published at, id). */
export async function staffCampaigns(db: Executor, query: { q: string; after?: string; limit: number }) {
  const conditions: SQL[] = [onBoard];
  const q = query.q.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(campaigns.name, like), ilike(campaigns.brandName, like))!);
  }
  if (query.after) {
    const cursor = decodeTimeCursor(query.after);
    conditions.push(or(lt(listedAt, cursor.at), and(eq(listedAt, cursor.at), lt(campaigns.id, cursor.id)))!);
  }
  const rows: StaffCampaignRecord[] = await db
    .select(staffCampaignColumns)
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.marketerId))
    .where(and(...conditions))
    .orderBy(desc(listedAt), desc(campaigns.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => encodeTimeCursor(row.publishedAt ?? row.createdAt, row.id));
  return { items: page.items.map(toStaffCampaign), next: page.next };
}

/** What its marketer is told (decision 061): the campaign, staff's reason, what it means for the money, where to see it. */
const hiddenTexts = {
  hidden: {
    th: (name: string, reason: string, page: string) => ({
      subject: `Kolify: แคมเปญ "${name}" ถูกซ่อนจากบอร์ดงาน`,
      text: `สวัสดีค่ะ\n\nทีมงาน Kolify ซ่อนแคมเปญ "${name}" จากบอร์ดงานสาธารณะและตลาดงานของอินฟลูเอนเซอร์แล้ว\nเหตุผล: ${reason}\n\nอินฟลูเอนเซอร์รายใหม่จะสมัครแคมเปญนี้ไม่ได้ระหว่างที่ถูกซ่อน งานที่เริ่มแล้วดำเนินต่อตามปกติ งบของที่นั่งที่ยังว่างยังคงกันไว้ให้แคมเปญนี้ หากต้องการรับเงินส่วนนั้นคืน ให้ปิดแคมเปญ\n\nดูรายละเอียด: ${page}\n\nทีมงาน Kolify`,
    }),
    en: (name: string, reason: string, page: string) => ({
      subject: `Kolify: your campaign "${name}" is hidden from the job board`,
      text: `Hello,\n\nThe Kolify team has hidden your campaign "${name}" from the public job board and the influencers' job market.\nReason: ${reason}\n\nWhile it is hidden, no new influencer can apply. Jobs already under way go on as usual. The budget of the seats not yet filled stays reserved for this campaign; close the campaign to get that money back.\n\nSee it here: ${page}\n\nThe Kolify team`,
    }),
  },
  shown: {
    th: (name: string, reason: string, page: string) => ({
      subject: `Kolify: แคมเปญ "${name}" กลับมาแสดงบนบอร์ดงานแล้ว`,
      text: `สวัสดีค่ะ\n\nทีมงาน Kolify นำแคมเปญ "${name}" กลับมาแสดงบนบอร์ดงานสาธารณะแล้ว อินฟลูเอนเซอร์สมัครได้อีกครั้ง\nหมายเหตุ: ${reason}\n\nดูรายละเอียด: ${page}\n\nทีมงาน Kolify`,
    }),
    en: (name: string, reason: string, page: string) => ({
      subject: `Kolify: your campaign "${name}" is back on the job board`,
      text: `Hello,\n\nThe Kolify team has put your campaign "${name}" back on the public job board. Influencers can apply again.\nNote: ${reason}\n\nSee it here: ${page}\n\nThe Kolify team`,
    }),
  },
};

/**
 * Hide or show one public campaign, with a reason, audited in the same transaction. Asking for
 * the state it is already in changes nothing and writes no audit row (a double click is no
 * second action). Its jobs are not touched: hiding stops new applicants, not work in progress.
 */
export async function setCampaignHidden(db: Database, deps: Pick<Deps, 'queue' | 'config'>, actor: SessionUser, campaignId: string, body: { hidden: boolean; reason: string }, now: Date): Promise<StaffCampaignRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: campaigns.id, name: campaigns.name, hiddenAt: campaigns.hiddenAt, status: campaigns.status, email: users.email, locale: users.locale })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.marketerId))
      .where(and(eq(campaigns.id, campaignId), onBoard))
      .for('update', { of: campaigns })
      .limit(1);
    if (!row) throw notFoundError('No public campaign with this id.');
    if ((row.hiddenAt !== null) !== body.hidden) {
      await tx
        .update(campaigns)
        .set({ hiddenAt: body.hidden ? now : null, hiddenReason: body.hidden ? body.reason.trim() : null, updatedAt: now })
        .where(eq(campaigns.id, campaignId));
      // Decision 061: its marketer is told, in their language, with staff's reason — once per
      // change (a repeated request changes nothing above and sends nothing), after commit.
      const locale: Locale = row.locale === 'en' ? 'en' : 'th';
      const page = `${deps.config.publicUrl}/${locale}/Marketer/campaignDetail/${campaignId}`;
      const message = (body.hidden ? hiddenTexts.hidden : hiddenTexts.shown)[locale](row.name, body.reason.trim(), page);
      await enqueueNotification(deps, tx, [{ channel: 'email', to: row.email, subject: message.subject, text: message.text, locale }]);
      // The campaign's name rides along so the audit log can name it (services/back-office.ts contentTitle).
      await recordAudit(tx, actor, {
        action: body.hidden ? 'campaign.hide' : 'campaign.show',
        targetType: 'campaign',
        targetId: campaignId,
        before: { hidden: row.hiddenAt !== null, name: row.name },
        after: { hidden: body.hidden, name: row.name },
        reason: body.reason,
      });
    }
    const [updated]: StaffCampaignRecord[] = await tx
      .select(staffCampaignColumns)
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.marketerId))
      .where(eq(campaigns.id, campaignId));
    return toStaffCampaign(updated!);
  });
}
