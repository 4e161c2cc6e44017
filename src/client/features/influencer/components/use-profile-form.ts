import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { createProfileBody, minimumAge, type ProfileGeneralResponse, type SignupConfigResponse } from '#common/contracts/influencer';
import type { Locale } from '#common/enums';
import { addressRulesOf } from '#common/countries';
import { nowLocalDate } from '#common/calendar';
import { m } from '#common/paraglide/messages.js';
import { createProfile, markProfileReady, uploadProfileImage, useInvalidateInfluencer } from '../api/profile';
import { fieldErrorsOf, fieldMessage } from '#client/features/account/messages';

const emptyAddress = { house: '', subDistrict: '', district: '', regency: '', province: '', postcode: '' };
export type Address = typeof emptyAddress;
export type AddressField = keyof Address;

/** Only the country's lines are sent: a Colombian address has no sub-district, only Indonesia's a regency. */
function addressBody(value: Address): Address {
  const fields = addressRulesOf().fields;
  return Object.fromEntries(Object.entries(value).filter(([key]) => fields.includes(key as AddressField))) as Address;
}

/**
 * The influencer's profile form: the values and their checks (createProfileBody), the profile
 * image upload with its progress, and saving (profile, then ready), then on to the account or the
 * phone check.
 */
export function useProfileForm({ lang, profile, config, phoneVerified }: { lang: Locale; profile: ProfileGeneralResponse; config: SignupConfigResponse; phoneVerified: boolean }) {
  const navigate = useNavigate();
  const invalidate = useInvalidateInfluencer();
  const [values, setValues] = useState({
    firstNameTh: profile.firstNameTh ?? '',
    lastNameTh: profile.lastNameTh ?? '',
    firstNameEn: profile.firstNameEn ?? '',
    lastNameEn: profile.lastNameEn ?? '',
    displayName: profile.displayName,
    gender: profile.gender ?? '',
    birthDate: profile.birthDate,
    nationality: profile.nationality,
    country: profile.country,
    currentAddress: { ...emptyAddress, ...(profile.currentAddress as Partial<Address> | null) },
    shippingChoice: profile.shippingChoice ?? 'same_as_current',
    shippingAddress: { ...emptyAddress, ...(profile.shippingAddress as Partial<Address> | null) },
    interests: profile.interests,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [imageUrl, setImageUrl] = useState(profile.imageUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));

  // SPEC §5: min and max dates are enforced by the picker; 13 or older (PRODUCT.md).
  const today = nowLocalDate();
  const maxDate = today.subtract({ years: minimumAge }).toString();
  const uploadMax = config.uploadMaxBytes;

  const onImage = async (file: File | null) => {
    if (!file) return;
    setImageError(null);
    // SPEC §5: over 4,096,000 bytes is rejected before it is sent (the server checks again).
    if (file.size > uploadMax) {
      setImageError(m.influ_error_file_too_large());
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadProfileImage(profile.uuid, file, setProgress);
      setImageUrl(`${uploaded.url}?v=${uploaded.id}`);
      void invalidate();
    } catch (failure) {
      const field = fieldErrorsOf(failure).file;
      setImageError(field ?? m.problem_internal());
    } finally {
      setProgress(null);
    }
  };

  const submit = async () => {
    const body = { ...values, birthDate: values.birthDate ?? '', currentAddress: addressBody(values.currentAddress), shippingAddress: values.shippingChoice === 'another' ? addressBody(values.shippingAddress) : null };
    const parsed = v.safeParse(createProfileBody, body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue) ?? 'form', fieldMessage(issue.message)])));
      return;
    }
    setErrors({});
    setBusy(true);
    setError(null);
    try {
      await createProfile(profile.uuid, parsed.output);
      await markProfileReady(profile.uuid);
      await invalidate();
      await navigate(phoneVerified ? { to: '/$lang/Influencer/account', params: { lang } } : { to: '/$lang/Influencer/verifyMobilePhone', params: { lang } });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const err = (path: string) => errors[path] ?? null;

  return {
    values,
    set,
    errors,
    err,
    busy,
    error,
    image: { url: imageUrl, progress, error: imageError, choose: (file: File | null) => void onImage(file) },
    birthDates: { max: maxDate, defaultMonth: today.subtract({ years: 20 }).toString() },
    submit: () => void submit(),
  };
}
