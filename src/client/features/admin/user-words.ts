import type { AccountStatus } from '#common/enums';
import { roleLabel as sessionRoleLabel } from '#client/app/layout/role-label';
import { m } from '#common/paraglide/messages.js';

/** A member's status and role as the back office shows them (the users list and one member's page). */
export const statusColors: Partial<Record<AccountStatus, string>> = { active: 'green', allowed: 'green', suspended: 'orange', blacklist: 'red', deactivated: 'gray' };
export const statusLabel = (status: string): string =>
  ({ active: m.staff_status_active(), allowed: m.staff_status_active(), suspended: m.staff_status_suspended(), blacklist: m.staff_status_blacklist(), deactivated: m.staff_status_deactivated() })[status] ?? status;
/** Each row by its own role, in the singular ("Marketer · Agency"), never the filter's plural (issue 32). */
export const roleLabel = (user: { role: string; marketerType: string | null; isTalentManager?: boolean }): string => {
  if (user.role === 'admin') return m.staff_role_admin();
  if (user.role === 'support') return m.staff_role_support();
  const marketerType = user.marketerType === 'brand' || user.marketerType === 'agency' || user.marketerType === 'individual' ? user.marketerType : null;
  return sessionRoleLabel({ role: user.role === 'marketer' ? 'marketer' : 'influencer', isTalentManager: user.isTalentManager ?? false, marketerType });
};
