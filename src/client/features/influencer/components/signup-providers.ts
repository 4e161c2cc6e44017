/** The social providers' names as their own brands write them (not translated). */
export const providerNames = { line: 'LINE', facebook: 'Facebook', google: 'Google' } as const;

export const providerName = (provider: string): string => providerNames[provider as keyof typeof providerNames] ?? provider;
