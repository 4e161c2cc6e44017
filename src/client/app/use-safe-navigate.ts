import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAppConfig } from './app-config';
import { isMobileApp, navigateSafely, type NavigationTarget } from './navigation';

/**
 * Navigation to a URL that came from data (a banner link, a CMS button): internal paths go
 * through the router; external ones only to allowed hosts, and inside the mobile app via
 * /MobileApp/Linkout (SPEC §2).
 */
export function useSafeNavigate(): (target: string) => NavigationTarget {
  const router = useRouter();
  const config = useAppConfig();
  return useCallback(
    (target: string) =>
      navigateSafely(
        target,
        { origin: window.location.origin, allowedExternalHosts: config.allowedExternalHosts, inMobileApp: isMobileApp(navigator.userAgent) },
        { navigateInternal: (path) => void router.navigate({ href: path }), assign: (url) => window.location.assign(url) },
      ),
    [router, config.allowedExternalHosts],
  );
}
