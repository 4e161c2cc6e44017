import type { ReactNode } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { accountHolderTypes, countries, marketerClassifications, taxRegimens, type CountryCode, type MarketerType } from '#common/enums';
import { marketerIndustries, needsCompanyName } from '#common/marketer';
import type { MarketerProfile, ProfileBody } from '#common/contracts/marketer';
import { countryRules } from '#common/countries';
import { m } from '#common/paraglide/messages.js';
import { fieldMessage } from '#client/features/account/messages';
import { useProfileForm } from './use-profile-form';

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

/** The tax identifier each country asks for (issue 30): Thai id, NPWP, NIT with its check digit. */
const taxIdHints: Record<CountryCode, () => string> = {
  TH: () => m.marketer_field_tax_id_hint(),
  ID: () => m.marketer_field_tax_id_hint_npwp(),
  CO: () => m.marketer_field_tax_id_hint_nit(),
};
/** An individual gives a personal id where the country has one (issue 32: no company certificate asked of a person). */
const personalIdHints: Record<CountryCode, () => string> = { ...taxIdHints, TH: () => m.marketer_field_national_id_hint() };

/**
 * The company profile (PRODUCT.md): contact, company (not for individuals), tax id with the Thai
 * checksum, address, website, industry; for Colombia the classification, tax regimen and
 * account-holder type. Checked with the same contract as the server before sending.
 */
export function ProfileForm({ type, initial, submitting, serverErrors = {}, submitLabel, onSubmit, extraActions }: ProfileFormProps) {
  const { values, text, choose, options, errorAt, thaiHint, submit } = useProfileForm({ type, initial, serverErrors, onSubmit });

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
