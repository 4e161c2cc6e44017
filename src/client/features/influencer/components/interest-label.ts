import type { InterestCategory } from '#common/enums';
import { m } from '#common/paraglide/messages.js';

const labels: Record<InterestCategory, () => string> = {
  INTEREST_WOMEN: () => m.influ_interest_women(),
  INTEREST_CAR: () => m.influ_interest_car(),
  INTEREST_HEALTH: () => m.influ_interest_health(),
  INTEREST_LIFESTYLE: () => m.influ_interest_lifestyle(),
  INTEREST_MUSIC: () => m.influ_interest_music(),
  INTEREST_TRAVEL: () => m.influ_interest_travel(),
  INTEREST_INVESTMENT: () => m.influ_interest_investment(),
  INTEREST_TECH: () => m.influ_interest_tech(),
  INTEREST_ART: () => m.influ_interest_art(),
  INTEREST_FOOD: () => m.influ_interest_food(),
  INTEREST_SOCIAL: () => m.influ_interest_social(),
  INTEREST_PARENTING: () => m.influ_interest_parenting(),
};

export const interestLabel = (interest: string) => labels[interest as InterestCategory]?.() ?? interest;
