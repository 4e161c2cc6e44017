import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Campaign, CampaignBody } from '#common/contracts/campaigns';
import type { Locale } from '#common/enums';
import { localUnitsOfThb } from '#common/countries';
import { addDays, keepInOrder } from '#common/date-picker';
import { todayLocal } from '#common/dates';
import { toProblem } from '#client/api/problem';
import { useAppConfig } from '#client/app/app-config';
import { publishCampaign, saveCampaign, usePackageOffers } from '../api/campaigns';
import { fieldErrorsOf, problemText } from '../labels';
import type { WizardAttachment } from './use-campaign-attachments';

/** Channels the wizard offers (TWITTER is the old name of X). */
export const wizardChannels = ['INSTAGRAM', 'TIKTOK', 'FACEBOOK_PAGE', 'FACEBOOK_PROFILE', 'YOUTUBE', 'X', 'LINE', 'LEMON8', 'WHATSAPP'] as const;
/** A day `days` after today in the deployment's zone (not UTC's: at 01:00 in Bangkok UTC is still yesterday). */
const inDays = (days: number) => addDays(todayLocal(), days);
export const maxDay = (a: string, b: string) => (b > a ? b : a);

type CampaignDates = Pick<CampaignBody, 'applyBy' | 'postFrom' | 'postTo'>;
const campaignDateOrder = ['applyBy', 'postFrom', 'postTo'] as const;

export type Draft = Omit<CampaignBody, 'pricePerInfluencerMinor' | 'attachments'> & { priceBaht: number | ''; attachments: WizardAttachment[] };

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
 * The campaign wizard's state (issue 12): the step, the draft (a saved one, or the defaults for its
 * funding), the dates kept in order, the package offers when it is package-funded, saving a draft and
 * publishing it. A refusal's field errors send the marketer back to the first step that shows one.
 */
export function useCampaignWizard({ lang, funding, saved }: { lang: Locale; funding: 'credit' | 'package'; saved?: Campaign }) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => (saved ? draftOf(saved) : initialDraft(funding)));
  const [savedId, setSavedId] = useState<string | null>(saved?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { platformFeeBp, campaignMinimumPriceMinor } = useAppConfig();
  const packages = usePackageOffers(lang, draft.funding === 'package');
  const refused = (error: unknown) => {
    const fields = fieldErrorsOf(error, campaignMinimumPriceMinor);
    setErrors(fields);
    const errorStep = stepOfError(Object.keys(fields)[0]);
    if (errorStep !== undefined) setStep(errorStep);
  };
  const save = useMutation({
    mutationFn: () => saveCampaign(savedId, bodyOf(draft)),
    onSuccess: (campaign) => {
      setSavedId(campaign.id);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
    onError: refused,
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
    onError: refused,
  });
  const unfunded = publish.isError && toProblem(publish.error).type === 'insufficient_funds';
  const unslotted = publish.isError && toProblem(publish.error).type === 'insufficient_slots';
  return {
    step,
    setStep,
    back: () => setStep((current) => Math.max(0, current - 1)),
    next: () => setStep((current) => current + 1),
    draft,
    set: <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value })),
    setDates: (key: keyof CampaignDates, value: string) => value && setDraft((current) => ({ ...current, ...keepInOrder<keyof CampaignDates>(current, campaignDateOrder, key, value) })),
    errors,
    packageOptions: (packages.data?.data ?? []).map((offer) => ({ value: String(offer.id), label: offer.name })),
    platformFeeBp,
    campaignMinimumPriceMinor,
    budgetMinor: draft.funding === 'credit' && draft.priceBaht !== '' ? Math.round(Number(draft.priceBaht) * 100) * draft.influencerCount : 0,
    saveDraft: () => save.mutate(),
    saving: save.isPending,
    saved: save.isSuccess && !publish.isPending,
    publish: () => publish.mutate(),
    publishing: publish.isPending,
    unfunded,
    unslotted,
    /** A refusal that is neither about money nor about a field: one line under the review. */
    publishError: publish.isError && !unfunded && !unslotted && Object.keys(errors).length === 0 ? problemText(publish.error) : null,
  };
}

export type CampaignWizardState = ReturnType<typeof useCampaignWizard>;
