import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { storageKey } from '#common/countries';
import type { SocialChannelType } from '#common/enums';
import { estimateOpen } from '../api/estimate';

/** What the estimator hands to sign-up and then to channelAdd (sessionStorage, this tab only). */
export const estimateCarryKey = () => storageKey('estimate');
export interface CarriedEstimate {
  type: SocialChannelType;
  handle: string;
  followers: number;
  engagementRate: number;
}
export function readCarriedEstimate(): CarriedEstimate | null {
  try {
    const raw = sessionStorage.getItem(estimateCarryKey());
    return raw ? (JSON.parse(raw) as CarriedEstimate) : null;
  } catch {
    return null;
  }
}

function visitorId() {
  let id = sessionStorage.getItem(storageKey('visitor'));
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(storageKey('visitor'), id);
  }
  return id;
}

/**
 * The open estimator's state: the step (choose → estimate → calculate), the figures the visitor
 * types, and the calculation, whose input is carried on to sign-up and channelAdd when it succeeds.
 */
export function useEstimator() {
  const [step, setStep] = useState(0);
  const [type, setType] = useState<SocialChannelType | null>(null);
  const [handle, setHandle] = useState('');
  const [followers, setFollowers] = useState<number | string>('');
  const [engagementRate, setEngagementRate] = useState<number | string>('');
  const calculate = useMutation({ mutationFn: estimateOpen });

  const submit = () => {
    const input = { visitor: visitorId(), type: type!, handle: handle.trim(), followers: Number(followers) || 0, engagementRate: Number(engagementRate) || 0 };
    calculate.mutate(input, {
      onSuccess: () => {
        sessionStorage.setItem(estimateCarryKey(), JSON.stringify({ type: input.type, handle: input.handle, followers: input.followers, engagementRate: input.engagementRate } satisfies CarriedEstimate));
        setStep(2);
      },
    });
  };
  // Choosing a platform moves on to its figures.
  const choose = (option: SocialChannelType) => {
    setType(option);
    setStep(1);
  };
  return { step, setStep, type, choose, handle, setHandle, followers, setFollowers, engagementRate, setEngagementRate, calculate, submit };
}
