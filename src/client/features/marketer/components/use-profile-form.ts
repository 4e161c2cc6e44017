import { useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import type { CountryCode, MarketerType } from '#common/enums';
import { needsCompanyName } from '#common/marketer';
import { profileBody, type MarketerProfile, type ProfileBody } from '#common/contracts/marketer';
import { countryRules, deploymentCountry, isValidTaxId, normalizeTaxId } from '#common/countries';
import { m } from '#common/paraglide/messages.js';
import { enumLabel } from '../messages';
import { fieldMessage } from '#client/features/account/messages';

interface Values {
  contactName: string;
  companyName: string;
  country: CountryCode;
  taxId: string;
  line: string;
  district: string;
  province: string;
  postcode: string;
  website: string;
  industry: string | null;
  classification: string | null;
  taxRegimen: string | null;
  accountHolderType: string | null;
}

const fromProfile = (profile: Partial<MarketerProfile> | null): Values => ({
  contactName: profile?.contactName ?? '',
  companyName: profile?.companyName ?? '',
  country: profile?.country ?? deploymentCountry(),
  taxId: profile?.taxId ?? '',
  line: profile?.address?.line ?? '',
  district: profile?.address?.district ?? '',
  province: profile?.address?.province ?? '',
  postcode: profile?.address?.postcode ?? '',
  website: profile?.website ?? '',
  industry: profile?.industry ?? null,
  classification: profile?.classification ?? null,
  taxRegimen: profile?.taxRegimen ?? null,
  accountHolderType: profile?.accountHolderType ?? null,
});

const toBody = (values: Values, type: MarketerType) => ({
  contactName: values.contactName,
  companyName: needsCompanyName(type) ? values.companyName : null,
  country: values.country,
  taxId: values.taxId,
  address: { line: values.line, district: values.district, province: values.province, postcode: values.postcode },
  website: values.website,
  industry: values.industry ?? '',
  classification: values.classification,
  taxRegimen: values.taxRegimen,
  accountHolderType: values.accountHolderType,
});

/**
 * The company profile form's state (decision 058): its values, the errors (the server's, then the
 * form's own), the checks run before sending (the same contract as the server, the company name,
 * the country's tax id, Colombia's tax profile) and the native selects' options.
 */
export function useProfileForm({ type, initial, serverErrors = {}, onSubmit }: { type: MarketerType; initial: Partial<MarketerProfile> | null; serverErrors?: Record<string, string>; onSubmit: (body: ProfileBody) => void }) {
  const [values, setValues] = useState<Values>(() => fromProfile(initial));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  const set = (field: keyof Values) => (value: string | null) => {
    setValues((current) => ({ ...current, [field]: value ?? '' }));
    setClientErrors((current) => ({ ...current, [field]: '' }));
  };
  const text = (field: keyof Values) => ({
    value: (values[field] as string) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.currentTarget.value),
  });
  const errorAt = (...paths: string[]) => paths.map((path) => errors[path]).find(Boolean) || undefined;
  // Issue 30: the country's tax identifier, checked as soon as it has its full length.
  const thaiHint = normalizeTaxId(values.country, values.taxId).length >= 13 && !isValidTaxId(values.country, values.taxId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values, type);
    const result = v.safeParse(profileBody, body);
    const found: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.issues) {
        const path = issue.path?.map((segment) => String(segment.key)).join('.') ?? '';
        const key = path.startsWith('address.') ? path.slice('address.'.length) : path;
        if (!found[key]) found[key] = fieldMessage(issue.message);
      }
    }
    if (needsCompanyName(type) && !values.companyName.trim()) found.companyName = fieldMessage('company_name_required');
    // The cross-field rules run only once every field has its type; say them all at once.
    if (!found.taxId && values.taxId.trim() && !isValidTaxId(values.country, values.taxId)) found.taxId = fieldMessage('tax_id_invalid');
    if (countryRules[values.country].taxProfileFields) {
      if (!values.classification) found.classification ??= fieldMessage('classification_required');
      if (!values.taxRegimen) found.taxRegimen ??= fieldMessage('tax_regimen_required');
      if (!values.accountHolderType) found.accountHolderType ??= fieldMessage('account_holder_type_required');
    }
    setClientErrors(found);
    if (Object.keys(found).length === 0 && result.success) onSubmit(result.output);
  };

  // Native selects: short fixed lists, the phone's own picker, no popover library on sign-up.
  const options = (group: string, list: readonly string[], placeholder = true) => [
    ...(placeholder ? [{ value: '', label: m.marketer_field_choose(), disabled: true }] : []),
    ...list.map((value) => ({ value, label: enumLabel(group, value) })),
  ];
  const choose = (field: keyof Values) => (event: ChangeEvent<HTMLSelectElement>) => set(field)(event.currentTarget.value);
  return { values, text, choose, options, errorAt, thaiHint, submit };
}
