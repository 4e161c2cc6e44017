import * as v from 'valibot';
import { marketerProfileSchema, type UpdateMarketerProfileBody } from '#common/contracts/marketer';
import { api } from '#client/api/client';

/** POST /api/marketers/update-marketer-profile: phone, questionnaire or profile step of sign-up. */
export const updateSignupStep = async (body: UpdateMarketerProfileBody) =>
  v.parse(marketerProfileSchema, await api<unknown>('/api/marketers/update-marketer-profile', { method: 'POST', body }));
