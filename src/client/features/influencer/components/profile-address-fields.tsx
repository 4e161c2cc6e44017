import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { Locale } from '#common/enums';
import { addressRulesOf, type AddressLabel } from '#common/countries';
import { provincesOf } from '#common/country-provinces';
import { m } from '#common/paraglide/messages.js';
import type { Address, AddressField } from './use-profile-form';

/** What a line is called in the deployment's country (the country table names it; issue 30). */
const addressLabel: Record<AddressLabel, () => string> = {
  sub_district: () => m.influ_address_sub_district(),
  district: () => m.influ_address_district(),
  province: () => m.influ_address_province(),
  kelurahan: () => m.influ_address_kelurahan(),
  kecamatan: () => m.influ_address_kecamatan(),
  regency: () => m.influ_address_regency(),
  provinsi: () => m.influ_address_provinsi(),
  municipio: () => m.influ_address_municipio(),
  departamento: () => m.influ_address_departamento(),
};

/** One address, with the lines the deployment's country has (a province picker for its regions). */
export function AddressFields({ prefix, value, onChange, errors, locale }: { prefix: string; value: Address; onChange: (next: Address) => void; errors: Record<string, string>; locale: Locale }) {
  const rules = addressRulesOf();
  const field = (key: AddressField, label: string, props: Record<string, unknown> = {}) => (
    <TextInput
      key={key}
      label={label}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value })}
      error={errors[`${prefix}.${key}`] ?? null}
      required
      data-testid={`${prefix}-${key}`}
      {...props}
    />
  );
  // The country's first-level regions: Thai provinces show their Thai name in Thai; the value kept is the name on the envelope.
  const provinces = provincesOf().map((province) => ({ value: province.name, label: locale === 'th' && province.th ? province.th : province.name }));
  const line = (key: AddressField) => {
    const label = addressLabel[rules.labels[key] ?? 'district']();
    if (key === 'house') return <div key={key} style={{ gridColumn: '1 / -1' }}>{field('house', m.influ_address_house())}</div>;
    if (key === 'postcode') return field('postcode', m.influ_address_postcode(), { inputMode: 'numeric', maxLength: rules.postcodeDigits, autoComplete: 'postal-code' });
    if (key === 'province')
      return (
        <Select
          key={key}
          label={label}
          data={provinces}
          value={value.province || null}
          onChange={(next) => onChange({ ...value, province: next ?? '' })}
          searchable
          nothingFoundMessage={m.influ_address_province_search()}
          placeholder={m.influ_choose()}
          error={errors[`${prefix}.province`] ?? null}
          required
          data-testid={`${prefix}-province`}
        />
      );
    return field(key, label);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {rules.fields.map(line)}
    </SimpleGrid>
  );
}
