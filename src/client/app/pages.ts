import { m } from '#common/paraglide/messages.js';
import type { Locale } from '#common/enums';

type PageMessage = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
export interface PageText {
  title: PageMessage;
}

/**
 * The title of every page, per locale (SPEC §2 "Page metadata"). A public page's description
 * is the section's SEO entry: the server writes it into the HTML it serves, and SeoSync applies
 * it on client navigation (/api/seo/page/{section}/{locale}), so the client carries no copy of
 * the descriptions in its entry (decision 012).
 */
export const pages = {
  home: { title: m.page_home_title },
  about: { title: m.page_about_title },
  articles: { title: m.page_articles_title },
  articleDetail: { title: m.page_article_detail_title },
  caseStudy: { title: m.page_case_study_title },
  caseStudyDetail: { title: m.page_case_study_detail_title },
  contact: { title: m.page_contact_title },
  faq: { title: m.page_faq_title },
  partnership: { title: m.page_partnership_title },
  privacy: { title: m.page_privacy_title },
  termsOfUse: { title: m.page_terms_of_use_title },
  deactivateSucceed: { title: m.page_deactivate_succeed_title },
  download: { title: m.page_download_title },
  jobMarketBoard: { title: m.page_job_market_board_title },
  notFound: { title: m.page_not_found_title },
  error: { title: m.page_error_title },
  setCookieGGForm: { title: m.page_set_cookie_gg_form_title },
  styleguide: { title: m.page_styleguide_title },
  test: { title: m.page_test_title },

  influencerLanding: { title: m.page_influencer_landing_title },
  influencerSignup: { title: m.page_influencer_signup_title },
  influencerSignupSuccess: { title: m.page_influencer_signup_success_title },
  influencerSignIn: { title: m.page_influencer_sign_in_title },
  influencerRecovery: { title: m.page_influencer_recovery_title },
  influencerAcceptConsent: { title: m.page_influencer_accept_consent_title },
  influencerSignUpProfile: { title: m.page_influencer_sign_up_profile_title },
  influencerVerifyMobilePhone: { title: m.page_influencer_verify_mobile_phone_title },
  influencerAccount: { title: m.page_influencer_account_title },
  influencerChangeEmail: { title: m.page_influencer_change_email_title },
  influencerChangeMobilePhone: { title: m.page_influencer_change_mobile_phone_title },
  influencerChangePassword: { title: m.page_influencer_change_password_title },
  influencerEstimate: { title: m.page_influencer_estimate_title },
  influencerChannelAdd: { title: m.page_influencer_channel_add_title },
  influencerChannelDetail: { title: m.page_influencer_channel_detail_title },
  influencerDashboard: { title: m.page_influencer_dashboard_title },
  influencerLineNotification: { title: m.page_influencer_line_notification_title },
  influencerBankAccount: { title: m.page_influencer_bank_account_title },
  influencerWithdraw: { title: m.page_influencer_withdraw_title },
  influencerJobs: { title: m.page_influencer_jobs_title },
  influencerJobMarket: { title: m.page_influencer_job_market_title },
  influencerJobDetail: { title: m.page_influencer_job_detail_title },
  influencerInviteFriend: { title: m.page_influencer_invite_friend_title },
  influencerMyInfluencers: { title: m.page_influencer_my_influencers_title },
  influencerPartnerFriends: { title: m.page_influencer_partner_friends_title },
  influencerPartnerJobs: { title: m.page_influencer_partner_jobs_title },

  marketerLanding: { title: m.page_marketer_landing_title },
  marketerSignup: { title: m.page_marketer_signup_title },
  marketerRecovery: { title: m.page_marketer_recovery_title },
  marketerInfluencerPackage: { title: m.page_marketer_influencer_package_title },
  marketerInviteOnlyCampaign: { title: m.page_marketer_invite_only_campaign_title },
  marketerPublicCampaign: { title: m.page_marketer_public_campaign_title },
  marketerPackages: { title: m.page_marketer_packages_title },
  marketerPackageDetail: { title: m.page_marketer_package_detail_title },
  marketerAccount: { title: m.page_marketer_account_title },
  marketerChangeEmail: { title: m.page_marketer_change_email_title },
  marketerChangeMobilePhone: { title: m.page_marketer_change_mobile_phone_title },
  marketerChangePassword: { title: m.page_marketer_change_password_title },
  marketerDashboard: { title: m.page_marketer_dashboard_title },
  marketerExpired: { title: m.page_marketer_expired_title },
  marketerLineNotification: { title: m.page_marketer_line_notification_title },
  marketerSignUpProfile: { title: m.page_marketer_sign_up_profile_title },
  marketerVerifyMobilePhone: { title: m.page_marketer_verify_mobile_phone_title },
  marketerStatement: { title: m.page_marketer_statement_title },
  marketerCredit: { title: m.page_marketer_credit_title },
  marketerBuyCredit: { title: m.page_marketer_buy_credit_title },
  marketerCampaigns: { title: m.page_marketer_campaigns_title },
  marketerPackageBalance: { title: m.page_marketer_package_balance_title },
  marketerBuyPackage: { title: m.page_marketer_buy_package_title },
  marketerPackageCampaigns: { title: m.page_marketer_package_campaigns_title },
  marketerCampaignCreate: { title: m.page_marketer_campaign_create_title },
  marketerCampaignDetail: { title: m.page_marketer_campaign_detail_title },

  admin: { title: m.page_admin_title },
} satisfies Record<string, PageText>;

export type PageId = keyof typeof pages;

export function pageTitle(page: PageId, locale?: Locale): string {
  return pages[page].title({}, locale ? { locale } : {});
}
