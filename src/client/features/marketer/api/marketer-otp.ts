import * as v from 'valibot';
import type { MarketerOtpRequestBody, MarketerOtpVerifyBody } from '#common/contracts/marketer';
import { marketerOtpVerifyResponse, otpRequestResponse } from '#common/contracts/otp';
import { api } from '#client/api/client';

/** POST /api/notification/marketer/requestOtp and verifyOtp. */
export const requestMarketerOtp = async (body: MarketerOtpRequestBody) => v.parse(otpRequestResponse, await api<unknown>('/api/notification/marketer/requestOtp', { method: 'POST', body }));
export const verifyMarketerOtp = async (body: MarketerOtpVerifyBody) => v.parse(marketerOtpVerifyResponse, await api<unknown>('/api/notification/marketer/verifyOtp', { method: 'POST', body }));
