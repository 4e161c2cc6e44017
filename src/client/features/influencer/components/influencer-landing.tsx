import { IconCalculator, IconLogin2, IconSparkles } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { ChannelCloud } from '#client/app/ui/channel-cloud';
import { CheckList } from '#client/app/ui/check-list';
import { HeroSection } from '#client/app/ui/hero';
import { ButtonLink } from '#client/app/ui/links';

/** /{lang}/Influencer — the influencer landing page. */
export function InfluencerLanding({ lang }: { lang: Locale }) {
  return (
    <HeroSection
      background="linear-gradient(180deg, var(--mantine-color-kolify-0), var(--mantine-color-white))"
      eyebrow={m.influencer_landing_eyebrow()}
      title={m.influencer_landing_title()}
      text={m.influencer_landing_text()}
      actions={
        <>
          <ButtonLink to="/$lang/Influencer/signup" params={{ lang }} size="lg" variant="gradient" leftSection={<IconSparkles size={20} />}>
            {m.influencer_landing_signup()}
          </ButtonLink>
          <ButtonLink
            to="/$lang/Influencer/preLogin/$action"
            params={{ lang, action: 'goto:login' }}
            size="lg"
            variant="default"
            leftSection={<IconLogin2 size={20} />}
          >
            {m.influencer_landing_sign_in()}
          </ButtonLink>
          {/* Issue 10: the open earnings estimator, before sign-up. */}
          <ButtonLink to="/$lang/Influencer/estimate" params={{ lang }} size="lg" variant="light" leftSection={<IconCalculator size={20} />} data-testid="landing-estimate">
            {m.channel_estimator_cta()}
          </ButtonLink>
        </>
      }
      aside={<ChannelCloud badge={m.home_feature_verified_title()} />}
    >
      <CheckList items={[m.influencer_landing_point_estimate(), m.influencer_landing_point_jobs(), m.influencer_landing_point_paid()]} />
    </HeroSection>
  );
}
