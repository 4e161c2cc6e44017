import { useState } from 'react';
import { Avatar, Button, Chip, FileButton, Group, Progress, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { createProfileBody, genders, minimumAge, type ProfileGeneralResponse, type SignupConfigResponse } from '#common/contracts/influencer';
import { interestCategories, type Locale } from '#common/enums';
import { addressRulesOf, type AddressLabel } from '#common/countries';
import { nowLocalDate } from '#common/calendar';
import { m } from '#common/paraglide/messages.js';
import { DateField } from '#client/components/date-field';
import { createProfile, markProfileReady, uploadProfileImage, useInvalidateInfluencer } from '../api/profile';
import { AccountCard, ErrorAlert } from '#client/features/account/page';
import { fieldErrorsOf, fieldMessage } from '#client/features/account/messages';
import { interestLabel } from './interest-label';

const emptyAddress = { house: '', subDistrict: '', district: '', regency: '', province: '', postcode: '' };
type Address = typeof emptyAddress;
type AddressField = keyof Address;

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

/** Only the country's lines are sent: a Colombian address has no sub-district, only Indonesia's a regency. */
function addressBody(value: Address): Address {
  const fields = addressRulesOf().fields;
  return Object.fromEntries(Object.entries(value).filter(([key]) => fields.includes(key as AddressField))) as Address;
}

const genderLabel: Record<(typeof genders)[number], () => string> = {
  female: () => m.influ_gender_female(),
  male: () => m.influ_gender_male(),
  other: () => m.influ_gender_other(),
  unspecified: () => m.influ_gender_unspecified(),
};

function AddressFields({ prefix, value, onChange, errors, locale }: { prefix: string; value: Address; onChange: (next: Address) => void; errors: Record<string, string>; locale: Locale }) {
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
  const provinces = rules.provinces.map((province) => ({ value: province.name, label: locale === 'th' && province.th ? province.th : province.name }));
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

/**
 * /{lang}/Influencer/signUpProfile — names, gender, birth date (13 or older; SPEC §5 date-picker
 * rules), nationality, country, addresses, interests and the profile image (4,096,000 bytes).
 */
export function ProfileForm({ lang, profile, config, phoneVerified }: { lang: Locale; profile: ProfileGeneralResponse; config: SignupConfigResponse; phoneVerified: boolean }) {
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

  return (
    <AccountCard title={m.influ_profile_title()} subtitle={m.influ_profile_subtitle()} size={760} testId="profile-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xl">
          <Group gap="lg" wrap="nowrap" align="center">
            <Avatar src={imageUrl} size={88} radius={88} alt={values.displayName} data-testid="profile-avatar">
              {values.displayName.slice(0, 1)}
            </Avatar>
            <Stack gap={6} style={{ flex: 1 }}>
              <FileButton onChange={onImage} accept="image/png,image/jpeg,image/webp,image/gif">
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconUpload size={16} />} w="fit-content" loading={progress !== null} data-testid="profile-image-button">
                    {m.influ_profile_image()}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {m.influ_profile_image_hint()}
              </Text>
              {progress !== null ? <Progress value={progress} animated aria-label={m.influ_uploading({ percent: String(progress) })} data-testid="profile-image-progress" /> : null}
              {imageError ? (
                <Text size="sm" c="red" role="alert" data-testid="profile-image-error">
                  {imageError}
                </Text>
              ) : null}
            </Stack>
          </Group>

          <Stack gap="sm">
            <Title order={2} fz="lg">
              {m.influ_profile_about()}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={m.influ_first_name_en()} value={values.firstNameEn} onChange={(e) => set('firstNameEn', e.currentTarget.value)} error={err('firstNameEn')} required data-testid="profile-first-en" />
              <TextInput label={m.influ_last_name_en()} value={values.lastNameEn} onChange={(e) => set('lastNameEn', e.currentTarget.value)} error={err('lastNameEn')} required data-testid="profile-last-en" />
              <TextInput label={m.influ_first_name_th()} value={values.firstNameTh} onChange={(e) => set('firstNameTh', e.currentTarget.value)} error={err('firstNameTh')} />
              <TextInput label={m.influ_last_name_th()} value={values.lastNameTh} onChange={(e) => set('lastNameTh', e.currentTarget.value)} error={err('lastNameTh')} />
              <TextInput label={m.influ_display_name()} value={values.displayName} onChange={(e) => set('displayName', e.currentTarget.value)} error={err('displayName')} required maxLength={60} data-testid="profile-display-name" />
              <Select
                label={m.influ_gender()}
                data={genders.map((gender) => ({ value: gender, label: genderLabel[gender]() }))}
                value={values.gender || null}
                onChange={(value) => set('gender', value ?? '')}
                error={err('gender')}
                required
                allowDeselect={false}
                data-testid="profile-gender"
              />
              <DateField
                label={m.influ_birth_date()}
                description={m.influ_birth_date_hint()}
                lang={lang}
                value={values.birthDate ?? ''}
                onChange={(value) => set('birthDate', value || null)}
                minDate="1900-01-01"
                maxDate={maxDate}
                defaultMonth={today.subtract({ years: 20 }).toString()}
                error={err('birthDate')}
                required
                testId="profile-birth-date"
              />
              <Select
                label={m.influ_nationality()}
                data={config.nationalities.map((item) => ({ value: item.code, label: item.name[lang] }))}
                value={values.nationality}
                onChange={(value) => set('nationality', value ?? values.nationality)}
                searchable
                allowDeselect={false}
                error={err('nationality')}
              />
              <Select
                label={m.influ_country()}
                data={config.residenceCountries.map((item) => ({ value: item.code, label: item.name[lang] }))}
                value={values.country}
                onChange={(value) => set('country', value ?? values.country)}
                searchable
                allowDeselect={false}
                error={err('country')}
              />
            </SimpleGrid>
          </Stack>

          <Stack gap="sm">
            <Title order={2} fz="lg">
              {m.influ_address_current()}
            </Title>
            <AddressFields prefix="currentAddress" value={values.currentAddress} onChange={(next) => set('currentAddress', next)} errors={errors} locale={lang} />
            <Radio.Group label={m.influ_address_shipping()} value={values.shippingChoice} onChange={(value) => set('shippingChoice', value as 'same_as_current' | 'another')}>
              <Group mt="xs">
                <Radio value="same_as_current" label={m.influ_address_same()} data-testid="shipping-same" />
                <Radio value="another" label={m.influ_address_another()} data-testid="shipping-another" />
              </Group>
            </Radio.Group>
            {values.shippingChoice === 'another' ? <AddressFields prefix="shippingAddress" value={values.shippingAddress} onChange={(next) => set('shippingAddress', next)} errors={errors} locale={lang} /> : null}
          </Stack>

          <Stack gap="sm">
            <Title order={2} fz="lg">
              {m.influ_interests()}
            </Title>
            <Chip.Group multiple value={values.interests} onChange={(value) => set('interests', value)}>
              <Group gap="xs">
                {interestCategories.map((interest) => (
                  <Chip key={interest} value={interest} variant="light" data-testid={`interest-${interest}`}>
                    {interestLabel(interest)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {err('interests') ? (
              <Text size="sm" c="red" role="alert">
                {err('interests')}
              </Text>
            ) : null}
          </Stack>

          <ErrorAlert error={error} />
          <Button type="submit" size="md" variant="gradient" loading={busy} data-testid="profile-save">
            {m.influ_profile_save()}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
