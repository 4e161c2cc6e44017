/** The query key of the marketer's own profile, apart from its fetcher: the sign-up page writes under it without loading the profile contracts (decision 012). */
export const marketerProfileQueryKey = ['marketer', 'profile'] as const;
