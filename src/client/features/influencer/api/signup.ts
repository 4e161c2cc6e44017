import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '#client/api/client';
import { signInResponse } from '#common/contracts/auth';
import { checkRefCodeResponse, signupConfigResponse, signupStepResponse, socialTicketResponse, talentManagerConsentResponse } from '#common/contracts/influencer-signup';
import type { CreateMemberBody, SignupStepBody } from '#common/contracts/influencer';

/** Sign-up endpoints (SPEC §7 "OTP and sign-up"); responses parsed with the shared contracts. */

export const getSignupConfig = async () => v.parse(signupConfigResponse, await api<unknown>('/sv_influ_api/open/signup/config'));
export const getSignupConfigQueryOptions = () => queryOptions({ queryKey: ['influencer', 'signup-config'], queryFn: getSignupConfig, staleTime: 60_000 });
export const useSignupConfig = () => useQuery(getSignupConfigQueryOptions());

export const checkRefCode = async (code: string) => v.parse(checkRefCodeResponse, await api<unknown>(`/sv_influ_api/influSignup/checkRefCode/${encodeURIComponent(code)}`));

export const saveSignupStep = async (body: Partial<SignupStepBody> & Pick<SignupStepBody, 'step'>, query?: Record<string, string>) =>
  v.parse(signupStepResponse, await api<unknown>('/sv_influ_api/influSignup/signup', { method: 'POST', body, query }));

export const createInfluMember = async (body: Omit<CreateMemberBody, 'locale'> & { locale: 'th' | 'en' }) =>
  v.parse(signInResponse, await api<unknown>('/sv_influ_api/influSignup/createInfluMember', { method: 'POST', body }));

export const getSocialTicket = async (ticket: string) => v.parse(socialTicketResponse, await api<unknown>(`/sv_authauth/social/ticket/${encodeURIComponent(ticket)}`));

export const getTalentManagerConsent = async (code: string) => v.parse(talentManagerConsentResponse, await api<unknown>(`/sv_influ_api/open/display_consent/talentmanager/${encodeURIComponent(code)}`));
export const getTalentManagerConsentQueryOptions = (code: string) => queryOptions({ queryKey: ['influencer', 'tm-consent', code], queryFn: () => getTalentManagerConsent(code), retry: false });
export const useTalentManagerConsent = (code: string) => useQuery({ ...getTalentManagerConsentQueryOptions(code), enabled: Boolean(code) });
