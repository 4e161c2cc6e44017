import { lazy, Suspense, useSyncExternalStore, createElement } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { m } from '#common/paraglide/messages.js';

/**
 * Toasts without putting @mantine/notifications (and its transition library) in the initial
 * bundle: the container mounts, and the module loads, on the first `notify` call.
 */
const LazyNotifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

let wanted = false;
const listeners = new Set<() => void>();

export function notify(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // The close button is only an ×: it needs a name (axe button-name).
  const closeButtonProps = { 'aria-label': m.notify_close(), ...data.closeButtonProps };
  void import('@mantine/notifications').then((module) => module.notifications.show({ ...data, closeButtonProps }));
}

export function NotificationsOnDemand() {
  const mounted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
  // Top right, under the 64 px header (theme.css): at the bottom a toast covered the cookie banner's
  // button. The offset is set for the top-right container alone: Mantine renders one container per
  // position, and a `top` on all of them stretched the bottom-left one over the side menu.
  const props = { position: 'top-right', zIndex: 1100 } as const;
  return mounted ? createElement(Suspense, { fallback: null }, createElement(LazyNotifications, props)) : null;
}
