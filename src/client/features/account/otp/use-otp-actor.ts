import { useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { otpMachine } from '#machines/screens/otp.machine';
import type { OtpRequestResponse } from '#common/contracts/otp';

export type OtpActor = ActorRefFrom<typeof otpMachine>;

/** What differs between the roles and purposes: which endpoints send and check the code. */
export interface CodeEndpoints {
  /** Sends a code; the server answers reference, masked destination, code length and times. */
  requestCode: (destination: string) => Promise<OtpRequestResponse>;
  /** Checks the code; the server answers the single-use proof (and, for recovery, whose account). */
  verifyCode: (destination: string, code: string) => Promise<{ verificationToken: string; uuid?: string }>;
}

/** SPEC §9: the countdown ticks every 1000 ms. */
const countdown = fromCallback(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'otp.tick', now: Date.now() }), 1000);
  return () => clearInterval(timer);
});

/** The one otp machine with a role's endpoints (also what a sign-up machine invokes as its `otp` child). */
export const otpMachineWith = (endpoints: CodeEndpoints) =>
  otpMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => endpoints.requestCode(input.destination)),
      verifyCode: fromPromise(({ input }) => endpoints.verifyCode(input.destination, input.code)),
      countdown,
    },
  });

/** An otp actor for this screen; the endpoints may be new closures on every render (the latest are called). */
export function useOtpActor(endpoints: CodeEndpoints): OtpActor {
  const latest = useRef(endpoints);
  latest.current = endpoints;
  const [machine] = useState(() =>
    otpMachineWith({
      requestCode: (destination) => latest.current.requestCode(destination),
      verifyCode: (destination, code) => latest.current.verifyCode(destination, code),
    }),
  );
  return useActorRef(machine, { input: { now: Date.now() } });
}
