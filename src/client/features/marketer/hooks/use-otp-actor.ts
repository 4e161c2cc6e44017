import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { otpMachine } from '#machines/otp.machine';
import type { MarketerOtpPurpose } from '#common/marketer';
import { getLocale } from '#common/paraglide/runtime.js';
import { requestMarketerOtp, verifyMarketerOtp } from '../api/marketer-otp';

export type OtpActor = ActorRefFrom<typeof otpMachine>;

/** SPEC §9: the countdown ticks every 1000 ms. */
export const countdown = fromCallback(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'otp.tick', now: Date.now() }), 1000);
  return () => clearInterval(timer);
});

/** The shared otp machine with the marketer endpoints for one purpose. `channel` picks SMS or e-mail. */
export function marketerOtpMachine(purpose: MarketerOtpPurpose, channel: 'sms' | 'email', onVerified?: (result: { verificationToken: string; uuid?: string }) => void) {
  const target = (destination: string) => (channel === 'sms' ? { phone: destination } : { email: destination });
  return otpMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => requestMarketerOtp({ ...target(input.destination), purpose, locale: getLocale() as 'th' | 'en' })),
      verifyCode: fromPromise(async ({ input }) => {
        const result = await verifyMarketerOtp({ ...target(input.destination), code: input.code, purpose });
        onVerified?.(result);
        return result;
      }),
      countdown,
    },
  });
}

export function useMarketerOtp(purpose: MarketerOtpPurpose, channel: 'sms' | 'email', onVerified?: (result: { verificationToken: string; uuid?: string }) => void): OtpActor {
  return useActorRef(marketerOtpMachine(purpose, channel, onVerified), { input: { now: Date.now() } });
}
