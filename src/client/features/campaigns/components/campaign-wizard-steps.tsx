import type { ReactNode } from 'react';
import { Alert, Chip, Group, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ButtonLink } from '#client/app/ui/links';
import { RichTextField } from '#client/components/rich-text-field';
import { DateField } from '#client/components/date-field';
import { channelLabel } from '#client/components/channel-label';
import { influencerTiers, interestCategories, postTypes, questionnaireObjectives, type Locale } from '#common/enums';
import { currencyLabel, formatMoney, percentOfBp } from '#common/money';
import { countryRules, deploymentCountry } from '#common/countries';
import { formatDate, todayLocal } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { getLocale } from '#common/paraglide/runtime.js';
import { interestLabel, objectiveLabel, postTypeLabel, tierLabel } from '../labels';
import { CampaignAttachmentsField, attachmentsErrorOf } from './campaign-attachments';
import { maxDay, wizardChannels, type CampaignWizardState, type Draft } from './use-campaign-wizard';

type StepProps = { wizard: CampaignWizardState };

/** Step 1: who sees it, its name, objective and brief. */
export function BasicsStep({ wizard: { draft, set, errors } }: StepProps) {
  return (
    <Stack gap="md" mt="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {m.campaign_field_visibility()}
        </Text>
        <SegmentedControl
          data-testid="campaign-visibility"
          value={draft.visibility}
          onChange={(value) => set('visibility', value as Draft['visibility'])}
          data={[
            { value: 'public', label: m.campaign_visibility_public() },
            { value: 'invite_only', label: m.campaign_visibility_invite_only() },
          ]}
        />
      </Stack>
      <TextInput label={m.campaign_field_name()} required value={draft.name} onChange={(event) => set('name', event.currentTarget.value)} error={errors.name} data-testid="campaign-name" maxLength={160} />
      <Select
        size="sm"
        label={m.campaign_field_objective()}
        value={draft.objective}
        onChange={(value) => value && set('objective', value as Draft['objective'])}
        data={questionnaireObjectives.map((value) => ({ value, label: objectiveLabel(value) }))}
        allowDeselect={false}
      />
      <RichTextField label={m.campaign_field_brief()} value={draft.briefHtml} onChange={(html) => set('briefHtml', html)} error={errors.briefHtml} testId="campaign-brief" />
    </Stack>
  );
}

/** Step 2: channels, post types, tier, interests, how many influencers, and the fee or the package. */
export function WhoStep({ wizard: { draft, set, errors, packageOptions, platformFeeBp, campaignMinimumPriceMinor } }: StepProps) {
  const { separators, displayDecimals } = countryRules[deploymentCountry()];
  return (
    <Stack gap="md" mt="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {m.campaign_field_channels()}
        </Text>
        <Chip.Group multiple value={draft.channelTypes} onChange={(value) => set('channelTypes', value as Draft['channelTypes'])}>
          <Group gap="xs">
            {wizardChannels.map((channel) => (
              <Chip key={channel} value={channel} size="sm">
                {channelLabel(channel)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {errors.channelTypes && (
          <Text size="xs" c="red">
            {errors.channelTypes}
          </Text>
        )}
      </Stack>
      <MultiSelect label={m.campaign_field_post_types()} value={draft.postTypes} onChange={(value) => set('postTypes', value as Draft['postTypes'])} data={postTypes.map((value) => ({ value, label: postTypeLabel(value) }))} error={errors.postTypes} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          size="sm"
          label={m.campaign_field_tier()}
          value={draft.tier ?? 'any'}
          onChange={(value) => set('tier', value === 'any' || !value ? null : (value as Draft['tier']))}
          data={[{ value: 'any', label: tierLabel(null) }, ...influencerTiers.map((value) => ({ value, label: tierLabel(value) }))]}
          allowDeselect={false}
        />
        <MultiSelect label={m.campaign_field_interests()} value={draft.interests} onChange={(value) => set('interests', value as Draft['interests'])} data={interestCategories.map((value) => ({ value, label: interestLabel(value) }))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label={m.campaign_field_count()} min={1} max={500} value={draft.influencerCount} onChange={(value) => set('influencerCount', Number(value) || 1)} error={errors.influencerCount} data-testid="campaign-count" />
        {draft.funding === 'credit' ? (
          <NumberInput
            label={m.campaign_field_price({ currency: currencyLabel(getLocale()) })}
            description={`${m.campaign_field_price_minimum({ minimum: formatMoney(campaignMinimumPriceMinor) })} ${m.campaign_field_price_hint({ influencer: percentOfBp(10_000 - platformFeeBp), fee: percentOfBp(platformFeeBp) })}`}
            min={campaignMinimumPriceMinor / 100}
            thousandSeparator={separators.group}
            decimalSeparator={separators.decimal}
            decimalScale={displayDecimals === 0 ? 0 : 2}
            value={draft.priceBaht}
            onChange={(value) => set('priceBaht', value === '' ? '' : Number(value))}
            error={errors.pricePerInfluencerMinor}
            data-testid="campaign-price"
          />
        ) : (
          <Select
            size="sm"
            label={m.campaign_field_package()}
            value={draft.packageOfferId === null ? null : String(draft.packageOfferId)}
            onChange={(value) => set('packageOfferId', value ? Number(value) : null)}
            data={packageOptions}
            error={errors.packageOfferId}
            data-testid="campaign-package"
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** Step 3: shipping, the three dates (kept in order), hashtags, coupon, do's and don'ts, files. */
export function WhenStep({ wizard: { draft, set, setDates, errors }, lang }: StepProps & { lang: Locale }) {
  return (
    <Stack gap="md" mt="md">
      <Switch label={m.campaign_field_shipping()} checked={draft.productShipping} onChange={(event) => set('productShipping', event.currentTarget.checked)} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {/* SPEC §5: the picker refuses what the server refuses (apply by from today in the deployment's zone, posting from apply-by, until after from). */}
        <DateField label={m.campaign_field_apply_by()} lang={lang} required value={draft.applyBy} onChange={(value) => setDates('applyBy', value)} minDate={todayLocal()} error={errors.applyBy} testId="campaign-apply-by" />
        <DateField label={m.campaign_field_post_from()} lang={lang} required value={draft.postFrom} onChange={(value) => setDates('postFrom', value)} minDate={maxDay(todayLocal(), draft.applyBy)} error={errors.postFrom} testId="campaign-post-from" />
        <DateField label={m.campaign_field_post_to()} lang={lang} required value={draft.postTo} onChange={(value) => setDates('postTo', value)} minDate={maxDay(todayLocal(), draft.postFrom)} error={errors.postTo} testId="campaign-post-to" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput label={m.campaign_field_hashtags()} value={draft.hashtags} onChange={(value) => set('hashtags', value)} maxTags={20} />
        <TextInput label={m.campaign_field_coupon()} value={draft.couponCode ?? ''} onChange={(event) => set('couponCode', event.currentTarget.value)} maxLength={40} />
      </SimpleGrid>
      <TagsInput label={m.campaign_field_dos()} description={m.campaign_field_list_hint()} value={draft.dos} onChange={(value) => set('dos', value)} maxTags={20} />
      <TagsInput label={m.campaign_field_donts()} description={m.campaign_field_list_hint()} value={draft.donts} onChange={(value) => set('donts', value)} maxTags={20} />
      <CampaignAttachmentsField value={draft.attachments} onChange={(value) => set('attachments', value)} error={attachmentsErrorOf(errors)} />
    </Stack>
  );
}

/** A publish refused for want of money: what is missing and where to buy it. */
function ShortAlert({ title, text, testId, children }: { title: string; text: string; testId: string; children: ReactNode }) {
  return (
    <Alert color="orange" icon={<IconAlertTriangle />} title={title} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {children}
      </Stack>
    </Alert>
  );
}

/** Step 4: the campaign in a few lines, the budget, and why publishing was refused. */
export function ReviewStep({ wizard: { draft, budgetMinor, unfunded, unslotted, publishError, saved }, lang }: StepProps & { lang: Locale }) {
  return (
    <Stack gap="sm" mt="md" data-testid="campaign-review">
      <Text fw={700} size="lg">
        {draft.name || '-'}
      </Text>
      <Text size="sm">
        {draft.visibility === 'public' ? m.campaign_visibility_public() : m.campaign_visibility_invite_only()} · {objectiveLabel(draft.objective)} · {draft.channelTypes.map(channelLabel).join(', ')}
      </Text>
      <Text size="sm">
        {m.campaign_review_people({ count: draft.influencerCount })} · {tierLabel(draft.tier)}
      </Text>
      {draft.funding === 'credit' && (
        <Text size="sm" fw={600} data-testid="campaign-budget">
          {m.campaign_review_budget({ amount: formatMoney(budgetMinor) })}
        </Text>
      )}
      {draft.attachments.length > 0 && (
        <Text size="sm" data-testid="campaign-review-attachments">
          {m.campaign_field_attachments()}: {draft.attachments.map((item) => item.name).join(', ')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {m.campaign_review_dates({ applyBy: formatDate(draft.applyBy, lang), postFrom: formatDate(draft.postFrom, lang), postTo: formatDate(draft.postTo, lang) })}
      </Text>
      {unfunded && (
        <ShortAlert title={m.campaign_error_insufficient_funds()} text={m.campaign_unfunded_text()} testId="campaign-unfunded">
          <ButtonLink to="/$lang/Marketer/credit/buy" params={{ lang }} size="xs" variant="light">
            {m.campaign_buy_credit()}
          </ButtonLink>
        </ShortAlert>
      )}
      {unslotted && (
        <ShortAlert title={m.campaign_error_insufficient_slots()} text={m.campaign_unslotted_text()} testId="campaign-unslotted">
          <ButtonLink to="/$lang/Marketer/packageBalance" params={{ lang }} size="xs" variant="light" data-testid="campaign-buy-package">
            {m.campaign_buy_package()}
          </ButtonLink>
        </ShortAlert>
      )}
      {publishError && (
        <Alert color="red" role="alert">
          {publishError}
        </Alert>
      )}
      {saved && (
        <Text size="sm" c="green" data-testid="campaign-saved">
          {m.campaign_saved()}
        </Text>
      )}
    </Stack>
  );
}
