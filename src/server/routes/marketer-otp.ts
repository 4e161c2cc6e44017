import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { marketerOtpRequestBody, marketerOtpVerifyBody, marketerOtpVerifyResponse } from '#common/contracts/marketer';
import { otpRequestResponse } from '#common/contracts/otp';
import { problem } from '../http/openapi';
import type { AppEnv } from '../http/env';
import { requireJson, validate } from '../http/validate';
import { requestMarketerOtp, verifyMarketerOtp } from '../services/marketer';
import { capCodesPerIp } from '../http/code-cap';


/** SPEC §7 "OTP and sign-up": the marketer's SMS codes (mounted at /api/notification/marketer). */
export const marketerOtpRoutes = new Hono<AppEnv>()
  .post(
    '/requestOtp',
    describeRoute({
      tags: ['OTP'],
      summary: 'Send a marketer code: SMS for sign-up and phone change; e-mail for e-mail change; either for a password reset',
      responses: {
        200: { description: 'Code sent', content: { 'application/json': { schema: resolver(otpRequestResponse) } } },
        400: { description: 'Bad input', content: problem },
        401: { description: 'Sign-up and changes need the marketer’s session', content: problem },
        409: { description: 'The phone or e-mail belongs to someone else', content: problem },
        429: { description: 'Too soon, or too many codes', content: problem },
      },
    }),
    requireJson,
    validate('json', marketerOtpRequestBody),
    capCodesPerIp,
    async (c) => c.json(await requestMarketerOtp(c.var.deps, c.var.session, c.req.valid('json'))),
  )
  .post(
    '/verifyOtp',
    describeRoute({
      tags: ['OTP'],
      summary: 'Check a marketer code; answers a single-use proof for the next step',
      responses: {
        200: { description: 'Verified', content: { 'application/json': { schema: resolver(marketerOtpVerifyResponse) } } },
        400: { description: 'Wrong or expired code (triesLeft)', content: problem },
        401: { description: 'Signed out', content: problem },
        429: { description: 'Too many wrong codes', content: problem },
      },
    }),
    requireJson,
    validate('json', marketerOtpVerifyBody),
    async (c) => c.json(await verifyMarketerOtp(c.var.deps, c.var.session, c.req.valid('json'))),
  );
