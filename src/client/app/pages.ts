import { m } from '#common/paraglide/messages.js';
import type { Locale } from '#common/enums';

type PageMessage = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
export interface PageText {
  title: PageMessage;
  /** Public pages only: signed-in pages are never indexed or shared (noindex). */
  description?: PageMessage;
}

/** Title and description of every page, per locale (SPEC §2 "Page metadata"). */
export const pages = {
  home: { title: m.page_home_title, description: m.page_home_description },
  about: { title: m.page_about_title, description: m.page_about_description },
  articles: { title: m.page_articles_title, description: m.page_articles_description },
  articleDetail: { title: m.page_article_detail_title, description: m.page_article_detail_description },
  caseStudy: { title: m.page_case_study_title, description: m.page_case_study_description },
  caseStudyDetail: { title: m.page_case_study_detail_title, description: m.page_case_study_detail_description },
  contact: { title: m.page_contact_title, description: m.page_contact_description },
  faq: { title: m.page_faq_title, description: m.page_faq_description },
  partnership: { title: m.page_partnership_title, description: m.page_partnership_description },
  privacy: { title: m.page_privacy_title, description: m.page_privacy_description },
  termsOfUse: { title: m.page_terms_of_use_title, description: m.page_terms_of_use_description },
  deactivateSucceed: { title: m.page_deactivate_succeed_title, description: m.page_deactivate_succeed_description },
  download: { title: m.page_download_title, description: m.page_download_description },
  jobMarketBoard: { title: m.page_job_market_board_title, description: m.page_job_market_board_description },
  notFound: { title: m.page_not_found_title, description: m.page_not_found_description },
  error: { title: m.page_error_title, description: m.page_error_description },
  setCookieGGForm: { title: m.page_set_cookie_gg_form_title, description: m.page_set_cookie_gg_form_description },
  styleguide: { title: m.page_styleguide_title, description: m.page_styleguide_description },
  test: { title: m.page_test_title, description: m.page_test_description },

  influencerLanding: { title: m.page_influencer_landing_title, description: m.page_influencer_landing_description },
  influencerSignup: { title: m.page_influencer_signup_title, description: m.page_influencer_signup_description },
  influencerSignupSuccess: { title: m.page_influencer_signup_success_title, description: m.page_influencer_signup_success_description },
  influencerSignIn: { title: m.page_influencer_sign_in_title, description: m.page_influencer_sign_in_description },
  influencerRecovery: { title: m.page_influencer_recovery_title, description: m.page_influencer_recovery_description },
  influencerAcceptConsent: { title: m.page_influencer_accept_consent_title, description: m.page_influencer_accept_consent_description },
  influencerSignUpProfile: { title: m.page_influencer_sign_up_profile_title },
  influencerVerifyMobilePhone: { title: m.page_influencer_verify_mobile_phone_title },
  influencerAccount: { title: m.page_influencer_account_title },
  influencerChangeEmail: { title: m.page_influencer_change_email_title },
  influencerChangeMobilePhone: { title: m.page_influencer_change_mobile_phone_title },
  influencerChangePassword: { title: m.page_influencer_change_password_title },
  influencerEstimate: { title: m.page_influencer_estimate_title, description: m.page_influencer_estimate_description },
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

  marketerLanding: { title: m.page_marketer_landing_title, description: m.page_marketer_landing_description },
  marketerSignup: { title: m.page_marketer_signup_title, description: m.page_marketer_signup_description },
  marketerRecovery: { title: m.page_marketer_recovery_title, description: m.page_marketer_recovery_description },
  marketerInfluencerPackage: { title: m.page_marketer_influencer_package_title, description: m.page_marketer_influencer_package_description },
  marketerInviteOnlyCampaign: { title: m.page_marketer_invite_only_campaign_title, description: m.page_marketer_invite_only_campaign_description },
  marketerPublicCampaign: { title: m.page_marketer_public_campaign_title, description: m.page_marketer_public_campaign_description },
  marketerPackages: { title: m.page_marketer_packages_title, description: m.page_marketer_packages_description },
  marketerPackageDetail: { title: m.page_marketer_package_detail_title, description: m.page_marketer_package_detail_description },
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
  marketerPackageCampaigns: { title: m.page_marketer_package_campaigns_title },
  marketerCampaignCreate: { title: m.page_marketer_campaign_create_title },
  marketerCampaignDetail: { title: m.page_marketer_campaign_detail_title },

  admin: { title: m.page_admin_title },
} satisfies Record<string, PageText>;

export type PageId = keyof typeof pages;

export function pageTitle(page: PageId, locale?: Locale): string {
  return pages[page].title({}, locale ? { locale } : {});
}
