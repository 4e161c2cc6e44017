import type { SessionUser } from '#common/contracts/auth';
import { m } from '#common/paraglide/messages.js';

const marketerTypeLabels = {
  brand: () => m.marketer_type_brand(),
  agency: () => m.marketer_type_agency(),
  individual: () => m.marketer_type_individual(),
} as const;

export function roleLabel(user: Pick<SessionUser, 'role' | 'isTalentManager' | 'marketerType'>): string {
  if (user.role === 'influencer') return user.isTalentManager ? m.role_talent_manager() : m.role_influencer();
  if (user.role === 'marketer') return user.marketerType ? `${m.role_marketer()} · ${marketerTypeLabels[user.marketerType]()}` : m.role_marketer();
  return m.role_admin();
}
