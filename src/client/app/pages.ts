import { m } from '#common/paraglide/messages.js';
import type { Locale } from '#common/enums';

type PageMessage = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
interface PageText {
  title: PageMessage;
  description: PageMessage;
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
  influencerSignUpProfile: { title: m.page_influencer_sign_up_profile_title, description: m.page_influencer_sign_up_profile_description },
  influencerVerifyMobilePhone: { title: m.page_influencer_verify_mobile_phone_title, description: m.page_influencer_verify_mobile_phone_description },
  influencerAccount: { title: m.page_influencer_account_title, description: m.page_influencer_account_description },
  influencerChangeEmail: { title: m.page_influencer_change_email_title, description: m.page_influencer_change_email_description },
  influencerChangeMobilePhone: { title: m.page_influencer_change_mobile_phone_title, description: m.page_influencer_change_mobile_phone_description },
  influencerChangePassword: { title: m.page_influencer_change_password_title, description: m.page_influencer_change_password_description },
  influencerChannelAdd: { title: m.page_influencer_channel_add_title, description: m.page_influencer_channel_add_description },
  influencerChannelDetail: { title: m.page_influencer_channel_detail_title, description: m.page_influencer_channel_detail_description },
  influencerDashboard: { title: m.page_influencer_dashboard_title, description: m.page_influencer_dashboard_description },
  influencerLineNotification: { title: m.page_influencer_line_notification_title, description: m.page_influencer_line_notification_description },
  influencerBankAccount: { title: m.page_influencer_bank_account_title, description: m.page_influencer_bank_account_description },
  influencerWithdraw: { title: m.page_influencer_withdraw_title, description: m.page_influencer_withdraw_description },
  influencerJobs: { title: m.page_influencer_jobs_title, description: m.page_influencer_jobs_description },
  influencerJobMarket: { title: m.page_influencer_job_market_title, description: m.page_influencer_job_market_description },
  influencerJobDetail: { title: m.page_influencer_job_detail_title, description: m.page_influencer_job_detail_description },
  influencerInviteFriend: { title: m.page_influencer_invite_friend_title, description: m.page_influencer_invite_friend_description },
  influencerPartnerFriends: { title: m.page_influencer_partner_friends_title, description: m.page_influencer_partner_friends_description },
  influencerPartnerJobs: { title: m.page_influencer_partner_jobs_title, description: m.page_influencer_partner_jobs_description },

  marketerLanding: { title: m.page_marketer_landing_title, description: m.page_marketer_landing_description },
  marketerSignup: { title: m.page_marketer_signup_title, description: m.page_marketer_signup_description },
  marketerRecovery: { title: m.page_marketer_recovery_title, description: m.page_marketer_recovery_description },
  marketerInfluencerPackage: { title: m.page_marketer_influencer_package_title, description: m.page_marketer_influencer_package_description },
  marketerInviteOnlyCampaign: { title: m.page_marketer_invite_only_campaign_title, description: m.page_marketer_invite_only_campaign_description },
  marketerPublicCampaign: { title: m.page_marketer_public_campaign_title, description: m.page_marketer_public_campaign_description },
  marketerPackages: { title: m.page_marketer_packages_title, description: m.page_marketer_packages_description },
  marketerPackageDetail: { title: m.page_marketer_package_detail_title, description: m.page_marketer_package_detail_description },
  marketerAccount: { title: m.page_marketer_account_title, description: m.page_marketer_account_description },
  marketerChangeEmail: { title: m.page_marketer_change_email_title, description: m.page_marketer_change_email_description },
  marketerChangeMobilePhone: { title: m.page_marketer_change_mobile_phone_title, description: m.page_marketer_change_mobile_phone_description },
  marketerChangePassword: { title: m.page_marketer_change_password_title, description: m.page_marketer_change_password_description },
  marketerDashboard: { title: m.page_marketer_dashboard_title, description: m.page_marketer_dashboard_description },
  marketerExpired: { title: m.page_marketer_expired_title, description: m.page_marketer_expired_description },
  marketerLineNotification: { title: m.page_marketer_line_notification_title, description: m.page_marketer_line_notification_description },
  marketerSignUpProfile: { title: m.page_marketer_sign_up_profile_title, description: m.page_marketer_sign_up_profile_description },
  marketerVerifyMobilePhone: { title: m.page_marketer_verify_mobile_phone_title, description: m.page_marketer_verify_mobile_phone_description },
  marketerStatement: { title: m.page_marketer_statement_title, description: m.page_marketer_statement_description },
  marketerCredit: { title: m.page_marketer_credit_title, description: m.page_marketer_credit_description },
  marketerBuyCredit: { title: m.page_marketer_buy_credit_title, description: m.page_marketer_buy_credit_description },
  marketerCampaigns: { title: m.page_marketer_campaigns_title, description: m.page_marketer_campaigns_description },
  marketerPackageBalance: { title: m.page_marketer_package_balance_title, description: m.page_marketer_package_balance_description },
  marketerPackageCampaigns: { title: m.page_marketer_package_campaigns_title, description: m.page_marketer_package_campaigns_description },

  admin: { title: m.page_admin_title, description: m.page_admin_description },
} satisfies Record<string, PageText>;

export type PageId = keyof typeof pages;

export function pageTitle(page: PageId, locale?: Locale): string {
  return pages[page].title({}, locale ? { locale } : {});
}
