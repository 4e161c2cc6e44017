import * as v from 'valibot';
import { api } from '#client/api/client';
import { otpRequestResponse, otpVerifyResponse } from '#common/contracts/otp';
import { codeVerifiedResponse } from '#common/contracts/influencer-signup';
import type { Locale } from '#common/enums';

/** One-time code endpoints (/api/notification, SPEC §7). */

export const requestEmailCode = async (body: { email: string; purpose: 'signup' | 'reset_password' | 'change_email' | 'deactivate'; locale: Locale }) =>
  v.parse(otpRequestResponse, await api<unknown>('/api/notification/requestOtpEmail', { method: 'POST', body }));

export const verifySignupEmailCode = async (body: { email: string; code: string }) =>
  v.parse(otpVerifyResponse, await api<unknown>('/api/notification/verifyEmailOtpSignUp', { method: 'POST', body }));

export const verifyEmailCode = async (body: { email: string; code: string; purpose: 'reset_password' | 'change_email'; currentPassword?: string }) =>
  v.parse(codeVerifiedResponse, await api<unknown>('/api/notification/verifyEmailOtp', { method: 'POST', body }));

export const requestPhoneCode = async (body: { phone: string; purpose: 'verify_phone' | 'change_phone'; locale: Locale }) =>
  v.parse(otpRequestResponse, await api<unknown>('/api/notification/requestOtp', { method: 'POST', body }));

export const verifyPhoneCode = async (body: { phone: string; code: string; purpose: 'verify_phone' | 'change_phone'; currentPassword?: string }) =>
  v.parse(codeVerifiedResponse, await api<unknown>('/api/notification/verifyOtp', { method: 'POST', body }));
