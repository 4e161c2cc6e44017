import { useState } from 'react';
import { Alert, Button, Chip, Group, MultiSelect, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Stepper, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Campaign, CampaignBody } from '#common/contracts/campaigns';
import * as v from 'valibot';
import { packageSchema, paged } from '#common/contracts/content';
import { toProblem } from '#client/api/problem';
import { api } from '#client/api/client';
import { ButtonLink } from '#client/app/ui/links';
import { useAppConfig } from '#client/app/app-config';
import { RichTextField } from '#client/components/rich-text-field';
import { influencerTiers, interestCategories, postTypes, questionnaireObjectives, type Locale } from '#common/enums';
import { currencyLabel, formatMoney, percentOfBp } from '#common/money';
import { countryRules, deploymentCountry, localUnitsOfThb } from '#common/countries';
import { addDays, keepInOrder } from '#common/date-picker';
import { formatDate, todayLocal } from '#common/dates';
import { DateField } from '#client/components/date-field';
import { m } from '#common/paraglide/messages.js';
import { getLocale } from '#common/paraglide/runtime.js';
import { publishCampaign, saveCampaign, useCampaign } from '../api/campaigns';
import { ErrorState, LoadingState } from './states';
import { channelLabel } from '#client/components/channel-label';
import { fieldErrorsOf, interestLabel, objectiveLabel, postTypeLabel, problemText, tierLabel } from '../labels';
import { PageFrame } from '#client/features/account/page';
import { CampaignAttachmentsField, attachmentsErrorOf, type WizardAttachment } from './campaign-attachments';

/** Channels the wizard offers (TWITTER is the old name of X). */
const wizardChannels = ['INSTAGRAM', 'TIKTOK', 'FACEBOOK_PAGE', 'FACEBOOK_PROFILE', 'YOUTUBE', 'X', 'LINE', 'LEMON8', 'WHATSAPP'] as const;
/** A day `days` after today in the deployment's zone (not UTC's: at 01:00 in Bangkok UTC is still yesterday). */
const inDays = (days: number) => addDays(todayLocal(), days);
const maxDay = (a: string, b: string) => (b > a ? b : a);

type CampaignDates = Pick<CampaignBody, 'applyBy' | 'postFrom' | 'postTo'>;
const campaignDateOrder = ['applyBy', 'postFrom', 'postTo'] as const;

type Draft = Omit<CampaignBody, 'pricePerInfluencerMinor' | 'attachments'> & { priceBaht: number | ''; attachments: WizardAttachment[] };

const initialDraft = (funding: 'credit' | 'package'): Draft => ({
  visibility: 'public',
  funding,
  name: '',
  briefHtml: '',
  objective: 'awareness',
  channelTypes: ['INSTAGRAM'],
  postTypes: ['photoPost'],
  tier: null,
  interests: [],
  influencerCount: 1,
  // 3,000 THB, or its round local worth (issue 30): a rupiah or peso fee of 3,000 is under the minimum.
  priceBaht: funding === 'credit' ? localUnitsOfThb(3000) : '',
  packageOfferId: null,
  productShipping: false,
  applyBy: inDays(7),
  postFrom: inDays(10),
  postTo: inDays(24),
  hashtags: [],
  couponCode: null,
  dos: [],
  donts: [],
  attachments: [],
});

/** A saved draft back in the wizard's shape. */
const draftOf = (campaign: Campaign): Draft => ({
  visibility: campaign.visibility,
  funding: campaign.funding,
  name: campaign.name,
  briefHtml: campaign.briefHtml,
  objective: campaign.objective as Draft['objective'],
  channelTypes: campaign.channelTypes as Draft['channelTypes'],
  postTypes: campaign.postTypes as Draft['postTypes'],
  tier: campaign.tier as Draft['tier'],
  interests: campaign.interests as Draft['interests'],
  influencerCount: campaign.influencerCount,
  priceBaht: campaign.pricePerInfluencerMinor === null ? '' : campaign.pricePerInfluencerMinor / 100,
  packageOfferId: campaign.packageOfferId,
  productShipping: campaign.productShipping,
  applyBy: campaign.applyBy,
  postFrom: campaign.postFrom,
  postTo: campaign.postTo,
  hashtags: campaign.hashtags,
  couponCode: campaign.couponCode,
  dos: campaign.dos,
  donts: campaign.donts,
  attachments: campaign.attachments.map(({ uploadId, name, mime, sizeBytes }) => ({ uploadId, name, mime, sizeBytes })),
});

const bodyOf = (draft: Draft): CampaignBody => {
  const { priceBaht, attachments, ...rest } = draft;
  return {
    ...rest,
    pricePerInfluencerMinor: draft.funding === 'credit' && priceBaht !== '' ? Math.round(Number(priceBaht) * 100) : null,
    couponCode: draft.couponCode || null,
    attachments: attachments.map((item) => ({ uploadId: item.uploadId, name: item.name })),
  };
};

/** Which wizard step shows each field, so a server error sends the marketer back to it. */
const stepOfField: Record<string, number> = {
  visibility: 0, funding: 0, name: 0, briefHtml: 0, objective: 0,
  channelTypes: 1, postTypes: 1, tier: 1, interests: 1, influencerCount: 1, pricePerInfluencerMinor: 1, packageOfferId: 1,
  productShipping: 2, applyBy: 2, postFrom: 2, postTo: 2, hashtags: 2, couponCode: 2, dos: 2, donts: 2, attachments: 2,
};
/** The step of an error's path (`attachments.0.uploadId` is the attachments field's). */
const stepOfError = (path: string | undefined) => (path === undefined ? undefined : stepOfField[path.split('.')[0]!]);

/**
 * The campaign wizard (issue 12): basics → who → when and how → review. Saves a draft, then
 * publishes it; publishing without the money to back it says so, with a link to buy credit.
 */
export function CampaignWizard({ lang, funding, saved }: { lang: Locale; funding: 'credit' | 'package'; saved?: Campaign }) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => (saved ? draftOf(saved) : initialDraft(funding)));
  const [savedId, setSavedId] = useState<string | null>(saved?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setDates = (key: keyof CampaignDates, value: string) => value && setDraft((current) => ({ ...current, ...keepInOrder<keyof CampaignDates>(current, campaignDateOrder, key, value) }));
  const { platformFeeBp, campaignMinimumPriceMinor } = useAppConfig();
  const { separators, displayDecimals } = countryRules[deploymentCountry()];
  const packages = useQuery({
    queryKey: ['campaigns', 'packages', lang],
    queryFn: async () => v.parse(paged(packageSchema), await api<unknown>('/sv_package/offer', { query: { status: 'publish', limit: 50, locale: lang } })),
    enabled: draft.funding === 'package',
  });

  const save = useMutation({
    mutationFn: () => saveCampaign(savedId, bodyOf(draft)),
    onSuccess: (campaign) => {
      setSavedId(campaign.id);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error, campaignMinimumPriceMinor);
      setErrors(fields);
      const errorStep = stepOfError(Object.keys(fields)[0]);
      if (errorStep !== undefined) setStep(errorStep);
    },
  });
  const publish = useMutation({
    mutationFn: async () => {
      const campaign = await saveCampaign(savedId, bodyOf(draft));
      setSavedId(campaign.id);
      return publishCampaign(campaign.id, crypto.randomUUID());
    },
    onSuccess: async (campaign) => {
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      await navigate({ to: '/$lang/Marketer/campaignDetail/$campaignId', params: { lang, campaignId: campaign.id } });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error, campaignMinimumPriceMinor);
      setErrors(fields);
      const errorStep = stepOfError(Object.keys(fields)[0]);
      if (errorStep !== undefined) setStep(errorStep);
    },
  });
  const unfunded = publish.isError && toProblem(publish.error).type === 'insufficient_funds';
  const unslotted = publish.isError && toProblem(publish.error).type === 'insufficient_slots';
  const budgetMinor = draft.funding === 'credit' && draft.priceBaht !== '' ? Math.round(Number(draft.priceBaht) * 100) * draft.influencerCount : 0;

  return (
    <PageFrame size="lg" title={m.campaign_wizard_title()} subtitle={draft.funding === 'credit' ? m.campaign_wizard_subtitle_credit() : m.campaign_wizard_subtitle_package()} testId="campaign-wizard">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={m.campaign_wizard_step_basics()}>
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
          </Stepper.Step>

          <Stepper.Step label={m.campaign_wizard_step_who()}>
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
                    data={(packages.data?.data ?? []).map((offer) => ({ value: String(offer.id), label: offer.name }))}
                    error={errors.packageOfferId}
                    data-testid="campaign-package"
                  />
                )}
              </SimpleGrid>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={m.campaign_wizard_step_when()}>
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
          </Stepper.Step>

          <Stepper.Step label={m.campaign_wizard_step_review()}>
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
                <Alert color="orange" icon={<IconAlertTriangle />} title={m.campaign_error_insufficient_funds()} data-testid="campaign-unfunded">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{m.campaign_unfunded_text()}</Text>
                    <ButtonLink to="/$lang/Marketer/credit/buy" params={{ lang }} size="xs" variant="light">
                      {m.campaign_buy_credit()}
                    </ButtonLink>
                  </Stack>
                </Alert>
              )}
              {unslotted && (
                <Alert color="orange" icon={<IconAlertTriangle />} title={m.campaign_error_insufficient_slots()} data-testid="campaign-unslotted">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{m.campaign_unslotted_text()}</Text>
                    <ButtonLink to="/$lang/Marketer/packageBalance" params={{ lang }} size="xs" variant="light" data-testid="campaign-buy-package">
                      {m.campaign_buy_package()}
                    </ButtonLink>
                  </Stack>
                </Alert>
              )}
              {publish.isError && !unfunded && !unslotted && Object.keys(errors).length === 0 && (
                <Alert color="red" role="alert">
                  {problemText(publish.error)}
                </Alert>
              )}
              {save.isSuccess && !publish.isPending && (
                <Text size="sm" c="green" data-testid="campaign-saved">
                  {m.campaign_saved()}
                </Text>
              )}
            </Stack>
          </Stepper.Step>
        </Stepper>

        <Group justify="space-between" mt="xl">
          <Button variant="default" onClick={() => setStep((current) => Math.max(0, current - 1))} disabled={step === 0}>
            {m.campaign_back()}
          </Button>
          <Group gap="sm">
            <Button variant="light" onClick={() => save.mutate()} loading={save.isPending} data-testid="campaign-save-draft">
              {m.campaign_save_draft()}
            </Button>
            {step < 3 ? (
              <Button onClick={() => setStep((current) => current + 1)} data-testid="campaign-next">
                {m.campaign_next()}
              </Button>
            ) : (
              <Button onClick={() => publish.mutate()} loading={publish.isPending} data-testid="campaign-publish">
                {m.campaign_publish()}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
    </PageFrame>
  );
}

/** A draft saved earlier, edited in the wizard (only drafts change; the server refuses the rest). */
export function EditCampaignWizard({ lang, campaignId }: { lang: Locale; campaignId: string }) {
  const campaign = useCampaign(campaignId);
  if (campaign.isPending) return <LoadingState />;
  if (campaign.isError) return <ErrorState error={campaign.error} onRetry={() => void campaign.refetch()} />;
  return <CampaignWizard lang={lang} funding={campaign.data.funding} saved={campaign.data} />;
}
