import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { externalFormResponse } from '#common/contracts/content';
import { api } from '#client/api/client';

/** GET /api/content/external-form: where setCookieGGForm continues to. */
export const getExternalForm = async () => v.parse(externalFormResponse, await api<unknown>('/api/content/external-form'));

export const getExternalFormQueryOptions = () => queryOptions({ queryKey: ['content', 'externalForm'], queryFn: getExternalForm, staleTime: 5 * 60_000 });
