import { queryOptions } from '@tanstack/react-query';
import { api } from '#client/api/client';

/** GET /api/content/external-form: where setCookieGGForm continues to. */
export const getExternalForm = () => api<{ url: string }>('/api/content/external-form');

export const getExternalFormQueryOptions = () => queryOptions({ queryKey: ['content', 'externalForm'], queryFn: getExternalForm, staleTime: 5 * 60_000 });
