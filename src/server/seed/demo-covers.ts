/**
 * The demo posts' covers: one illustration each, rendered by tests/e2e/render-covers.ts into
 * public/images/covers/{slug}.jpg (slug: the post's English slug). Palette: gradient from, to,
 * and the ink of the motifs; motif and accents are Tabler icon names; figure, a case study's
 * headline number.
 */
export interface DemoCover {
  slug: string;
  palette: readonly [from: string, to: string, ink: string];
  motif: string;
  accents: readonly string[];
  figure?: string;
}

export const demoCovers: readonly DemoCover[] = [
  { slug: 'pricing-posts-micro-influencers-2026', palette: ['#f59f00', '#e8590c', '#9c3d07'], motif: 'IconCoins', accents: ['IconTag', 'IconHeart', 'IconCamera'] },
  { slug: 'writing-review-captions-that-do-not-feel-like-ads', palette: ['#ff8cbf', '#d23a85', '#a32566'], motif: 'IconMessageCircle', accents: ['IconPencil', 'IconMoodSmile', 'IconHash'] },
  { slug: 'send-complete-post-insights-get-paid-faster', palette: ['#20c997', '#0b7285', '#0b5e5b'], motif: 'IconChartBar', accents: ['IconEye', 'IconClockHour4', 'IconCash'] },
  { slug: 'choose-influencers-by-engagement-not-followers', palette: ['#996dfe', '#5d28bb', '#4c1d95'], motif: 'IconHeartHandshake', accents: ['IconUsers', 'IconMessageCircle', 'IconTrendingUp'] },
  { slug: 'writing-a-campaign-brief-creators-want', palette: ['#4dabf7', '#1864ab', '#0b3d7a'], motif: 'IconClipboardList', accents: ['IconTarget', 'IconCalendar', 'IconBulb'] },
  { slug: 'package-or-credit-which-suits-your-brand', palette: ['#b190ff', '#ec4899', '#6b2fd3'], motif: 'IconPackage', accents: ['IconCoin', 'IconScale', 'IconRocket'] },
  { slug: 'a-chiang-mai-coffee-roaster-that-grew-with-creators', palette: ['#c08457', '#7a4a26', '#5a3418'], motif: 'IconCoffee', accents: ['IconMountain', 'IconLeaf', 'IconMapPin'] },
  { slug: 'an-agency-view-of-thai-influencer-marketing-next-year', palette: ['#364fc7', '#1c2a6b', '#1c2a6b'], motif: 'IconTelescope', accents: ['IconWorld', 'IconChartLine', 'IconBuildingSkyscraper'] },
  { slug: 'from-office-job-to-full-time-food-creator', palette: ['#ff922b', '#e03131', '#a61e1e'], motif: 'IconBowlChopsticks', accents: ['IconBriefcase', 'IconVideo', 'IconFlame'] },
  { slug: 'a-new-dad-and-family-content-that-is-not-perfect', palette: ['#63e6be', '#1098ad', '#0b6e7d'], motif: 'IconBabyCarriage', accents: ['IconHeart', 'IconHome', 'IconCamera'] },
  { slug: 'kolify-now-supports-lemon8-and-line-oa', palette: ['#51cf66', '#2b8a3e', '#1e6b2e'], motif: 'IconPlugConnected', accents: ['IconBrandLine', 'IconLemon', 'IconSparkles'] },
  { slug: 'withdraw-earnings-by-the-next-working-day', palette: ['#22b8cf', '#3b5bdb', '#233b9b'], motif: 'IconWallet', accents: ['IconBuildingBank', 'IconQrcode', 'IconCheck'] },
  { slug: 'introducing-the-public-job-board', palette: ['#7c3aed', '#f7509d', '#5d28bb'], motif: 'IconBriefcase', accents: ['IconSearch', 'IconStar', 'IconMapPin'] },
  { slug: 'old-trick-in-hidden-category', palette: ['#adb5bd', '#495057', '#343a40'], motif: 'IconBulb', accents: ['IconHash', 'IconClock', 'IconArchive'] },
  { slug: 'draft-year-end-campaign-guide', palette: ['#fab005', '#d9480f', '#8a3a0b'], motif: 'IconGift', accents: ['IconCalendarEvent', 'IconConfetti', 'IconTarget'] },
  { slug: 'siam-glow-sunscreen-serum', palette: ['#ffd43b', '#f76707', '#a34a05'], motif: 'IconSun', accents: ['IconDroplet', 'IconSparkles', 'IconHeart'], figure: '1.24M' },
  { slug: 'doi-brew-roasters-hill-coffee', palette: ['#a9805b', '#2f9e44', '#4a3520'], motif: 'IconMountain', accents: ['IconCoffee', 'IconLeaf', 'IconShoppingBag'], figure: '3×' },
  { slug: 'thai-ev-motors-test-drive', palette: ['#3bc9db', '#1971c2', '#0b4f8a'], motif: 'IconCar', accents: ['IconBolt', 'IconRoute', 'IconVideo'] },
  { slug: 'andaman-blue-resort-krabi', palette: ['#66d9e8', '#0c8599', '#085a66'], motif: 'IconBeach', accents: ['IconSunset2', 'IconCamera', 'IconBed'] },
  { slug: 'kaoklai-invest-new-accounts', palette: ['#94d82d', '#2b8a3e', '#1e5e2b'], motif: 'IconTrendingUp', accents: ['IconPigMoney', 'IconCoins', 'IconUserPlus'] },
  { slug: 'little-lotus-nappies', palette: ['#fcc2d7', '#e64980', '#a61e4d'], motif: 'IconFlower', accents: ['IconBabyBottle', 'IconHeart', 'IconMoodHappy'] },
  { slug: 'nextgen-gadget-earbuds', palette: ['#495057', '#7c3aed', '#2b1a5e'], motif: 'IconHeadphones', accents: ['IconTrain', 'IconDeviceMobile', 'IconVolume'] },
  { slug: 'fitthai-plant-protein', palette: ['#8ce99a', '#099268', '#066649'], motif: 'IconBarbell', accents: ['IconLeaf', 'IconFlame', 'IconTrophy'] },
];

export const demoCoverUrl = (slug: string) => `/images/covers/${slug}.jpg`;
