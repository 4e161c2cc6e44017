import type { LinkProps } from '@tanstack/react-router';
import {
  IconBriefcase,
  IconBuildingBank,
  IconBuildingStore,
  IconChartPie,
  IconCoins,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconSpeakerphone,
  IconUser,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import { m } from '#common/paraglide/messages.js';

export type MenuTo = NonNullable<LinkProps['to']>;

export interface MenuEntry {
  key: string;
  label: () => string;
  icon?: Icon;
  /** A link; entries with `children` are groups and have none. */
  to?: MenuTo;
  children?: MenuEntry[];
  /** Active only on its own page, not on the pages under it (a section's home). */
  exact?: boolean;
  /** Other paths (and the pages under them) that belong to this entry: a campaign's own page. */
  alsoActiveUnder?: string[];
}

/**
 * SPEC §2 "Side menus", influencer: dashboard (add channel, channel detail); profile/
 * account; earn (bank account, withdraw); jobs from brands; job market (job detail); and
 * invite friend — or, for talent managers, my influencers (partner friend, partner jobs).
 */
export function influencerMenu(user: Pick<SessionUser, 'isTalentManager'>): MenuEntry[] {
  const last: MenuEntry = user.isTalentManager
    ? {
        key: 'myInfluencers',
        label: () => m.menu_my_influencers(),
        icon: IconUsersGroup,
        children: [
          { key: 'partnerFriends', label: () => m.menu_partner_friends(), to: '/$lang/Influencer/myInfluencers/partnerFriend' },
          { key: 'partnerJobs', label: () => m.menu_partner_jobs(), to: '/$lang/Influencer/myInfluencers/partnerJobs' },
        ],
      }
    : { key: 'inviteFriend', label: () => m.menu_invite_friend(), icon: IconUserPlus, to: '/$lang/Influencer/inviteFriend' };
  return [
    {
      key: 'dashboard',
      label: () => m.menu_dashboard(),
      icon: IconLayoutDashboard,
      children: [
        { key: 'overview', label: () => m.menu_overview(), to: '/$lang/Influencer/dashboard' },
        { key: 'channelAdd', label: () => m.menu_add_channel(), to: '/$lang/Influencer/channelAdd' },
        { key: 'channelDetail', label: () => m.menu_channel_detail(), to: '/$lang/Influencer/channelDetail' },
      ],
    },
    { key: 'account', label: () => m.menu_profile_account(), icon: IconUser, to: '/$lang/Influencer/account' },
    {
      key: 'earn',
      label: () => m.menu_earn(),
      icon: IconWallet,
      children: [
        { key: 'bankAccount', label: () => m.menu_bank_account(), to: '/$lang/Influencer/earn/bankAccount' },
        { key: 'withdraw', label: () => m.menu_withdraw(), to: '/$lang/Influencer/earn/withdraw' },
      ],
    },
    { key: 'jobs', label: () => m.menu_jobs_from_brands(), icon: IconBriefcase, to: '/$lang/Influencer/jobs' },
    // Job details (/jobMarket/detail/{id}) keep this entry active.
    { key: 'jobMarket', label: () => m.menu_job_market(), icon: IconBuildingStore, to: '/$lang/Influencer/jobMarket' },
    last,
  ];
}

/**
 * SPEC §2 "Side menus", marketer: dashboard; profile; usage/statement; campaign by credit
 * (credit balance, buy credit, manage campaign); campaign by package (package balance,
 * buy package, manage campaign package).
 */
export function marketerMenu(): MenuEntry[] {
  return [
    { key: 'dashboard', label: () => m.menu_dashboard(), icon: IconLayoutDashboard, to: '/$lang/Marketer/dashboard' },
    { key: 'profile', label: () => m.menu_profile(), icon: IconUser, to: '/$lang/Marketer/account' },
    { key: 'statement', label: () => m.menu_usage_statement(), icon: IconReceipt, to: '/$lang/Marketer/statement' },
    {
      key: 'credit',
      label: () => m.menu_campaign_by_credit(),
      icon: IconCoins,
      children: [
        { key: 'creditBalance', label: () => m.menu_credit_balance(), to: '/$lang/Marketer/credit' },
        { key: 'buyCredit', label: () => m.menu_buy_credit(), to: '/$lang/Marketer/credit/buy' },
        // A campaign's page and the wizard keep "Manage campaign" highlighted (issue 32).
        { key: 'campaigns', label: () => m.menu_manage_campaign(), to: '/$lang/Marketer/campaign', alsoActiveUnder: ['/$lang/Marketer/campaignDetail', '/$lang/Marketer/campaignCreate'] },
      ],
    },
    {
      key: 'package',
      label: () => m.menu_campaign_by_package(),
      icon: IconPackage,
      children: [
        { key: 'packageBalance', label: () => m.menu_package_balance(), to: '/$lang/Marketer/packageBalance' },
        { key: 'buyPackage', label: () => m.menu_buy_package(), to: '/$lang/Marketer/buyPackage' },
        { key: 'packageCampaigns', label: () => m.menu_manage_campaign_package(), to: '/$lang/Marketer/campaignPackage' },
      ],
    },
  ];
}

/**
 * The back office's menu (issue 15): money and configuration only for admins, the rest for any
 * staff (packages are edited under Content).
 */
export function adminMenu(role: 'admin' | 'support' = 'admin'): MenuEntry[] {
  const admin = role === 'admin';
  return [
    { key: 'home', label: () => m.menu_dashboard(), icon: IconChartPie, to: '/$lang/Admin', exact: true },
    { key: 'users', label: () => m.staff_users_title(), icon: IconUsers, to: '/$lang/Admin/users' },
    { key: 'content', label: () => m.menu_admin_content(), icon: IconFileText, to: '/$lang/Admin/content' },
    { key: 'channels', label: () => m.channel_review_title(), icon: IconUserCheck, to: '/$lang/Admin/channels' },
    { key: 'campaigns', label: () => m.staff_campaigns_title(), icon: IconSpeakerphone, to: '/$lang/Admin/campaigns' },
    ...(admin
      ? ([
          { key: 'payments', label: () => m.admin_payments_link(), icon: IconReceipt, to: '/$lang/Admin/payments' },
          { key: 'bankAccounts', label: () => m.bank_review_title(), icon: IconBuildingBank, to: '/$lang/Admin/bankAccounts' },
          { key: 'withdrawals', label: () => m.earn_admin_title(), icon: IconCoins, to: '/$lang/Admin/withdrawals' },
          { key: 'config', label: () => m.staff_config_title(), icon: IconSettings, to: '/$lang/Admin/config' },
        ] satisfies MenuEntry[])
      : []),
    { key: 'audit', label: () => m.staff_audit_title(), icon: IconHistory, to: '/$lang/Admin/audit' },
  ];
}

export function menuFor(user: SessionUser): MenuEntry[] {
  if (user.role === 'influencer') return influencerMenu(user);
  if (user.role === 'marketer') return marketerMenu();
  return adminMenu(user.role === 'support' ? 'support' : 'admin');
}

/** "/$lang/Influencer/jobs" with lang "th" → "/th/Influencer/jobs". */
export function menuHref(to: MenuTo, lang: string): string {
  return String(to).replace('$lang', lang);
}
