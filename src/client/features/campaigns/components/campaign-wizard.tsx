import { Button, Group, Paper, Stepper } from '@mantine/core';
import type { Campaign } from '#common/contracts/campaigns';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { PageFrame } from '#client/features/account/page';
import { useCampaign } from '../api/campaigns';
import { ErrorState, LoadingState } from './states';
import { BasicsStep, ReviewStep, WhenStep, WhoStep } from './campaign-wizard-steps';
import { useCampaignWizard } from './use-campaign-wizard';

/**
 * The campaign wizard (issue 12): basics → who → when and how → review. Saves a draft, then
 * publishes it; publishing without the money to back it says so, with a link to buy credit.
 */
export function CampaignWizard({ lang, funding, saved }: { lang: Locale; funding: 'credit' | 'package'; saved?: Campaign }) {
  const wizard = useCampaignWizard({ lang, funding, saved });
  const { step } = wizard;
  return (
    <PageFrame size="lg" title={m.campaign_wizard_title()} subtitle={wizard.draft.funding === 'credit' ? m.campaign_wizard_subtitle_credit() : m.campaign_wizard_subtitle_package()} testId="campaign-wizard">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stepper active={step} onStepClick={wizard.setStep} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={m.campaign_wizard_step_basics()}>
            <BasicsStep wizard={wizard} />
          </Stepper.Step>
          <Stepper.Step label={m.campaign_wizard_step_who()}>
            <WhoStep wizard={wizard} />
          </Stepper.Step>
          <Stepper.Step label={m.campaign_wizard_step_when()}>
            <WhenStep wizard={wizard} lang={lang} />
          </Stepper.Step>
          <Stepper.Step label={m.campaign_wizard_step_review()}>
            <ReviewStep wizard={wizard} lang={lang} />
          </Stepper.Step>
        </Stepper>

        <Group justify="space-between" mt="xl">
          <Button variant="default" onClick={wizard.back} disabled={step === 0}>
            {m.campaign_back()}
          </Button>
          <Group gap="sm">
            <Button variant="light" onClick={wizard.saveDraft} loading={wizard.saving} data-testid="campaign-save-draft">
              {m.campaign_save_draft()}
            </Button>
            {step < 3 ? (
              <Button onClick={wizard.next} data-testid="campaign-next">
                {m.campaign_next()}
              </Button>
            ) : (
              <Button onClick={wizard.publish} loading={wizard.publishing} data-testid="campaign-publish">
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
