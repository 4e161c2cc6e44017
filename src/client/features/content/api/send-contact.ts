import * as v from 'valibot';
import { useMutation } from '@tanstack/react-query';
import { contactResponse, type ContactBody } from '#common/contracts/contact';
import { api } from '#client/api/client';

export type ContactKind = 'contact' | 'partnership';

/** POST /api/contact or /api/partnership: stored, e-mailed to staff, rate-limited per IP. */
export const sendContact = async (kind: ContactKind, body: ContactBody) => v.parse(contactResponse, await api<unknown>(`/api/${kind}`, { method: 'POST', body }));

export const useSendContact = (kind: ContactKind) => useMutation({ mutationFn: (body: ContactBody) => sendContact(kind, body) });
