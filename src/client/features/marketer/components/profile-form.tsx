import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import * as v from 'valibot';
import { accountHolderTypes, countries, marketerClassifications, taxRegimens, type CountryCode, type MarketerType } from '#common/enums';
import { marketerIndustries, needsCompanyName } from '#common/marketer';
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

export interface ProfileFormProps {
  type: MarketerType;
  initial: Partial<MarketerProfile> | null;
  submitting: boolean;
  /** Field errors from the server, by path (already translated). */
  serverErrors?: Record<string, string>;
  submitLabel: string;
  onSubmit: (body: ProfileBody) => void;
  extraActions?: ReactNode;
}

/**
 * The company profile (PRODUCT.md): contact, company (not for individuals), tax id with the Thai
 * checksum, address, website, industry; for Colombia the classification, tax regimen and
 * account-holder type. Checked with the same contract as the server before sending.
 */
/** The tax identifier each country asks for (issue 30): Thai id, NPWP, NIT with its check digit. */
const taxIdHints: Record<CountryCode, () => string> = {
  TH: () => m.marketer_field_tax_id_hint(),
  ID: () => m.marketer_field_tax_id_hint_npwp(),
  CO: () => m.marketer_field_tax_id_hint_nit(),
};
/** An individual gives a personal id where the country has one (issue 32: no company certificate asked of a person). */
const personalIdHints: Record<CountryCode, () => string> = { ...taxIdHints, TH: () => m.marketer_field_national_id_hint() };

export function ProfileForm({ type, initial, submitting, serverErrors = {}, submitLabel, onSubmit, extraActions }: ProfileFormProps) {
  const [values, setValues] = useState<Values>(() => fromProfile(initial));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  const set = (field: keyof Values) => (value: string | null) => {
    setValues((current) => ({ ...current, [field]: value ?? '' }));
    setClientErrors((current) => ({ ...current, [field]: '' }));
  };
  const text = (field: keyof Values) => ({
    value: (values[field] as string) ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field)(event.currentTarget.value),
  });
  const errorAt = (...paths: string[]) => paths.map((path) => errors[path]).find(Boolean) || undefined;
  // Issue 30: the country's tax identifier, checked as soon as it has its full length.
  const thaiHint = normalizeTaxId(values.country, values.taxId).length >= 13 && !isValidTaxId(values.country, values.taxId);

  const submit = (event: React.FormEvent) => {
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={m.marketer_field_contact_name()} required {...text('contactName')} error={errorAt('contactName')} autoComplete="name" data-testid="profile-contact-name" />
          {needsCompanyName(type) && (
            <TextInput label={m.marketer_field_company_name()} required {...text('companyName')} error={errorAt('companyName')} autoComplete="organization" data-testid="profile-company-name" />
          )}
          <NativeSelect label={m.marketer_field_country()} data={options('country', countries, false)} value={values.country} onChange={choose('country')} data-testid="profile-country" />
          <TextInput
            label={type === 'individual' ? m.marketer_field_national_id() : m.marketer_field_tax_id()}
            description={(type === 'individual' ? personalIdHints : taxIdHints)[values.country]()}
            required
            inputMode="numeric"
            {...text('taxId')}
            error={errorAt('taxId') ?? (thaiHint ? fieldMessage('tax_id_invalid') : undefined)}
            data-testid="profile-tax-id"
          />
        </SimpleGrid>
        <Title order={4} mt="xs">
          {m.marketer_section_address()}
        </Title>
        <TextInput label={m.marketer_field_address_line()} required {...text('line')} error={errorAt('line')} autoComplete="street-address" data-testid="profile-address-line" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={m.marketer_field_district()} required {...text('district')} error={errorAt('district')} data-testid="profile-district" />
          <TextInput label={m.marketer_field_province()} required {...text('province')} error={errorAt('province')} data-testid="profile-province" />
          <TextInput label={m.marketer_field_postcode()} required {...text('postcode')} error={errorAt('postcode')} autoComplete="postal-code" data-testid="profile-postcode" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={m.marketer_field_website()} placeholder="https://" {...text('website')} error={errorAt('website')} type="url" data-testid="profile-website" />
          <NativeSelect
            label={m.marketer_field_industry()}
            required
            data={options('industry', marketerIndustries)}
            value={values.industry ?? ''}
            onChange={choose('industry')}
            error={errorAt('industry')}
            data-testid="profile-industry"
          />
        </SimpleGrid>
        {countryRules[values.country].taxProfileFields && (
          <>
            <Title order={4} mt="xs">
              {m.marketer_section_colombia()}
            </Title>
            <Text size="sm" c="dimmed">
              {m.marketer_section_colombia_hint()}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NativeSelect label={m.marketer_field_classification()} required data={options('classification', marketerClassifications)} value={values.classification ?? ''} onChange={choose('classification')} error={errorAt('classification')} data-testid="profile-classification" />
              <NativeSelect label={m.marketer_field_tax_regimen()} required data={options('tax_regimen', taxRegimens)} value={values.taxRegimen ?? ''} onChange={choose('taxRegimen')} error={errorAt('taxRegimen')} data-testid="profile-tax-regimen" />
              <NativeSelect label={m.marketer_field_account_holder_type()} required data={options('holder', accountHolderTypes)} value={values.accountHolderType ?? ''} onChange={choose('accountHolderType')} error={errorAt('accountHolderType')} data-testid="profile-holder" />
            </SimpleGrid>
          </>
        )}
        <Group justify="space-between" mt="sm">
          {extraActions ?? <span />}
          <Button type="submit" loading={submitting} data-testid="profile-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
