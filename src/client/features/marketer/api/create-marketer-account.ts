import * as v from 'valibot';
import type { CreateEmailBody } from '#common/contracts/marketer';
import { api } from '#client/api/client';

const response = v.object({ uuid: v.string() });
/** POST /api/marketers/create-email: the account step of sign-up (the server signs the marketer in). */
export const createMarketerAccount = async (body: CreateEmailBody) => v.parse(response, await api<unknown>('/api/marketers/create-email', { method: 'POST', body }));
