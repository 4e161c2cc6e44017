import { lazy, Suspense, useSyncExternalStore, createElement } from 'react';
import type { NotificationData } from '@mantine/notifications';

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
  void import('@mantine/notifications').then((module) => module.notifications.show(data));
}

export function NotificationsOnDemand() {
  const mounted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
  return mounted ? createElement(Suspense, { fallback: null }, createElement(LazyNotifications, { position: 'bottom-right', zIndex: 1100 })) : null;
}
