import { useState } from 'react';
import { useStaffUsers } from '../api/users';

/** Which members are looked for: the search and the role filter, and the members found so far. */
export function useStaffUsersScreen() {
  const [q, setQ] = useState('');
  const [role, setRole] = useState<'' | 'influencer' | 'marketer'>('');
  const users = useStaffUsers(q, role);
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  return { setQ, role, setRole, users, items };
}
