import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import { uploadWithProgress } from '#client/api/upload';
import { bankAccountResponse, bankAccountSchema, bankReviewQueueResponse, type BankAccountBody, type RejectBankAccountBody } from '#common/contracts/earnings';
import { uploadResponse } from '#common/contracts/influencer';
import type { BankDocumentKind } from '#common/enums';

/** Issue 13: the influencer's bank account (docs/decisions/023-bank-account.md) and its staff review. */
const influ = '/sv_influ_api/influ';

export const getBankAccount = async (uuid: string) => v.parse(bankAccountResponse, await api<unknown>(`${influ}/bankAccount/${uuid}`));
export const getBankAccountQueryOptions = (uuid: string) => queryOptions({ queryKey: ['influencer', 'bankAccount', uuid], queryFn: () => getBankAccount(uuid) });
export const useBankAccount = (uuid: string) => useQuery(getBankAccountQueryOptions(uuid));

export function useSaveBankAccount(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BankAccountBody) => v.parse(bankAccountResponse, await api<unknown>(`${influ}/bankAccount/${uuid}`, { method: 'PUT', body })),
    onSuccess: (saved) => client.setQueryData(['influencer', 'bankAccount', uuid], saved),
  });
}

/**
 * One document's file, with progress: the ID card and bank book page through attachment/{id}, a
 * company's VAT registration through its SPEC path. The answer's id goes into the account's body.
 */
export const uploadBankDocument = async (uuid: string, kind: BankDocumentKind, file: File, onProgress: (percent: number) => void) =>
  v.parse(
    uploadResponse,
    kind === 'vat_registration' ? await uploadWithProgress('PATCH', `/api/influencers/${uuid}/upload-file-registration-vat`, file, onProgress) : await uploadWithProgress('POST', `${influ}/attachment/${uuid}`, file, onProgress),
  );

// Staff review (back office).
export const getBankReviewQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'bankAccounts', 'review'],
    queryFn: async ({ pageParam }) => v.parse(bankReviewQueueResponse, await api<unknown>('/api/admin/bank-accounts/review', { query: pageParam ? { after: pageParam } : {} })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
export const useBankReviewQueue = () => useInfiniteQuery(getBankReviewQueueQueryOptions());

export function useReviewBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; approve: true } | ({ id: string; approve: false } & RejectBankAccountBody)) =>
      v.parse(bankAccountSchema, await api<unknown>(`/api/admin/bank-accounts/${input.id}/${input.approve ? 'approve' : 'reject'}`, { method: 'POST', ...(input.approve ? {} : { body: { reason: input.reason, documents: input.documents } }) })),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'bankAccounts'] }),
  });
}
