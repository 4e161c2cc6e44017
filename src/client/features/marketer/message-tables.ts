import { m } from '#common/paraglide/messages.js';
import { localUnitsOfThb } from '#common/countries';
import { formatAmount } from '#common/money';

type Message = () => string;

/** A budget band's ends in the deployment's whole units, grouped as the country writes numbers. */
const budgetBand = (fromBaht: number, toBaht: number) => ({
  from: formatAmount(localUnitsOfThb(fromBaht) * 100, { decimals: 0 }),
  to: formatAmount(localUnitsOfThb(toBaht) * 100, { decimals: 0 }),
});

/**
 * Every message the marketer screens look up by a value from the API or an enumeration,
 * listed by name: a lookup by computed key (m[key]) would bring all of Paraglide's messages
 * into the page.
 */
export const enumLabels: Record<string, Record<string, Message>> = {
  blocker: {
    document_is_process: () => m.marketer_blocker_document_is_process(),
    bank_account_is_empty: () => m.marketer_blocker_bank_account_is_empty(),
    has_working_job: () => m.marketer_blocker_has_working_job(),
    has_new_job: () => m.marketer_blocker_has_new_job(),
    balance_less_than_service_fee: () => m.marketer_blocker_balance_less_than_service_fee(),
    balance_less_than_minimum_withdrawal: () => m.marketer_blocker_balance_less_than_minimum_withdrawal(),
    balance_remaining_in_account: () => m.marketer_blocker_balance_remaining_in_account(),
    has_open_campaign: () => m.marketer_blocker_has_open_campaign(),
  },
  channel: {
    line: () => m.marketer_channel_line(),
    sms: () => m.marketer_channel_sms(),
    email: () => m.marketer_channel_email(),
    whatsapp: () => m.marketer_channel_whatsapp(),
  },
  dashboard_step: {
    phone: () => m.marketer_dashboard_step_phone(),
    questionnaire: () => m.marketer_dashboard_step_questionnaire(),
    profile: () => m.marketer_dashboard_step_profile(),
    profile_image: () => m.marketer_dashboard_step_profile_image(),
  },
  reason: {
    another_account_exists: () => m.marketer_reason_another_account_exists(),
    influencers_do_not_match_jobs: () => m.marketer_reason_influencers_do_not_match_jobs(),
    hard_to_use: () => m.marketer_reason_hard_to_use(),
    other: () => m.marketer_reason_other(),
  },
  type_hint: {
    brand: () => m.marketer_type_hint_brand(),
    agency: () => m.marketer_type_hint_agency(),
    individual: () => m.marketer_type_hint_individual(),
  },
  type: {
    brand: () => m.marketer_type_brand(),
    agency: () => m.marketer_type_agency(),
    individual: () => m.marketer_type_individual(),
  },
  objective: {
    awareness: () => m.marketer_objective_awareness(),
    traffic: () => m.marketer_objective_traffic(),
    engagement: () => m.marketer_objective_engagement(),
    coupon_code: () => m.marketer_objective_coupon_code(),
    other: () => m.marketer_objective_other(),
  },
  budget: {
    // The bands are stated in baht; another country shows them in its own round figures (issue 30).
    '10000_30000': () => m.marketer_budget_10000_30000(budgetBand(10_000, 30_000)),
    '30000_50000': () => m.marketer_budget_30000_50000(budgetBand(30_000, 50_000)),
    '50000_100000': () => m.marketer_budget_50000_100000(budgetBand(50_000, 100_000)),
    '100000_250000': () => m.marketer_budget_100000_250000(budgetBand(100_000, 250_000)),
    more_than_250000: () => m.marketer_budget_more_than_250000(budgetBand(250_000, 250_000)),
  },
  start: {
    '1_3_months': () => m.marketer_start_1_3_months(),
    '3_6_months': () => m.marketer_start_3_6_months(),
    more_than_6_months: () => m.marketer_start_more_than_6_months(),
    no_start_date: () => m.marketer_start_no_start_date(),
  },
  industry: {
    beauty: () => m.marketer_industry_beauty(),
    fashion: () => m.marketer_industry_fashion(),
    food_beverage: () => m.marketer_industry_food_beverage(),
    health: () => m.marketer_industry_health(),
    technology: () => m.marketer_industry_technology(),
    travel: () => m.marketer_industry_travel(),
    finance: () => m.marketer_industry_finance(),
    automotive: () => m.marketer_industry_automotive(),
    education: () => m.marketer_industry_education(),
    entertainment: () => m.marketer_industry_entertainment(),
    retail: () => m.marketer_industry_retail(),
    other: () => m.marketer_industry_other(),
  },
  holder: {
    individual: () => m.marketer_holder_individual(),
    company: () => m.marketer_holder_company(),
  },
  classification: {
    big_contributor: () => m.marketer_classification_big_contributor(),
    common_regimen: () => m.marketer_classification_common_regimen(),
  },
  tax_regimen: {
    SIMPLE_REGIMEN: () => m.marketer_tax_regimen_SIMPLE_REGIMEN(),
    COMMON_REGIMEN: () => m.marketer_tax_regimen_COMMON_REGIMEN(),
    ORANGE_ECONOMY: () => m.marketer_tax_regimen_ORANGE_ECONOMY(),
  },
  country: {
    TH: () => m.marketer_country_TH(),
    ID: () => m.marketer_country_ID(),
    CO: () => m.marketer_country_CO(),
  },
};
