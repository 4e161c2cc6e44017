import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '#common/contracts/content';
import { api } from '#client/api/client';

export type ContactKind = 'contact' | 'partnership';

/** POST /api/contact or /api/partnership: stored, e-mailed to staff, rate-limited per IP. */
export const sendContact = (kind: ContactKind, body: ContactBody) => api<{ id: number; receivedAt: string }>(`/api/${kind}`, { method: 'POST', body });

export const useSendContact = (kind: ContactKind) => useMutation({ mutationFn: (body: ContactBody) => sendContact(kind, body) });
