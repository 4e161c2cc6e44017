import { useParams } from '@tanstack/react-router';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { useStaffQueues } from '../api/queues';

/** The staff home's queues and what the signed-in role may open: support staff see neither admin-only queues nor admin-only screens. */
export function useAdminHome(user: SessionUser) {
  const { lang } = useParams({ strict: false }) as { lang: Locale };
  const queues = useStaffQueues();
  const isAdmin = user.role === 'admin';
  const mayOpen = (item: { adminOnly: boolean }) => isAdmin || !item.adminOnly;
  return { lang, queues, isAdmin, shown: (queues.data?.queues ?? []).filter(mayOpen), mayOpen };
}
