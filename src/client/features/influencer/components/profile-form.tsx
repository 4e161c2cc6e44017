import { Avatar, Button, Chip, FileButton, Group, Progress, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { genders, type ProfileGeneralResponse, type SignupConfigResponse } from '#common/contracts/influencer';
import { interestCategories, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { DateField } from '#client/components/date-field';
import { AccountCard, ErrorAlert } from '#client/features/account/page';
import { interestLabel } from './interest-label';
import { AddressFields } from './profile-address-fields';
import { useProfileForm } from './use-profile-form';

const genderLabel: Record<(typeof genders)[number], () => string> = {
  female: () => m.influ_gender_female(),
  male: () => m.influ_gender_male(),
  other: () => m.influ_gender_other(),
  unspecified: () => m.influ_gender_unspecified(),
};

/**
 * /{lang}/Influencer/signUpProfile — names, gender, birth date (13 or older; SPEC §5 date-picker
 * rules), nationality, country, addresses, interests and the profile image (4,096,000 bytes).
 */
export function ProfileForm({ lang, profile, config, phoneVerified }: { lang: Locale; profile: ProfileGeneralResponse; config: SignupConfigResponse; phoneVerified: boolean }) {
  const { values, set, errors, err, busy, error, image, birthDates, submit } = useProfileForm({ lang, profile, config, phoneVerified });

  return (
    <AccountCard title={m.influ_profile_title()} subtitle={m.influ_profile_subtitle()} size={760} testId="profile-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xl">
          <Group gap="lg" wrap="nowrap" align="center">
            <Avatar src={image.url} size={88} radius={88} alt={values.displayName} data-testid="profile-avatar">
              {values.displayName.slice(0, 1)}
            </Avatar>
            <Stack gap={6} style={{ flex: 1 }}>
              <FileButton onChange={image.choose} accept="image/png,image/jpeg,image/webp,image/gif">
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconUpload size={16} />} w="fit-content" loading={image.progress !== null} data-testid="profile-image-button">
                    {m.influ_profile_image()}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {m.influ_profile_image_hint()}
              </Text>
              {image.progress !== null ? <Progress value={image.progress} animated aria-label={m.influ_uploading({ percent: String(image.progress) })} data-testid="profile-image-progress" /> : null}
              {image.error ? (
                <Text size="sm" c="red" role="alert" data-testid="profile-image-error">
                  {image.error}
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
                maxDate={birthDates.max}
                defaultMonth={birthDates.defaultMonth}
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
