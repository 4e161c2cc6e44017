import { lazy, Suspense, useEffect, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import { m } from '#common/paraglide/messages.js';
import { useGlobalLoading } from '#client/api/loading-store';

// The overlay (Mantine's LoadingOverlay, Overlay and their transition) is out of the entry: its
// chunk starts loading with the first request that sets the flag, and renders from the first time
// the overlay is shown (decision 071). A hidden LoadingOverlay renders nothing, so the page is the same.
const loadOverlay = () => import('./global-loading-overlay').then((module) => ({ default: module.GlobalLoadingOverlay }));
const GlobalLoadingOverlay = lazy(loadOverlay);

/** Requests shorter than this never flash the overlay. */
const showDelayMs = 150;

/**
 * SPEC §2: a full-page spinner while the global loading flag is set. A public page paints its
 * data from the page itself and shows its own loading states for later reads, so there the
 * overlay only covers a form being sent; the status call or a background refetch never hides
 * it (issue 17).
 */
export function GlobalLoading() {
  const isPrivate = useMatches({ select: (matches) => matches.some((match) => match.staticData?.private === true) });
  const loading = useGlobalLoading(!isPrivate);
  const [visible, setVisible] = useState(false);
  const [shown, setShown] = useState(false);
  if (visible && !shown) setShown(true);

  useEffect(() => {
    if (loading) void loadOverlay().catch(() => undefined);
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), showDelayMs);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <>
      {shown ? (
        <Suspense fallback={null}>
          <GlobalLoadingOverlay visible={visible} />
        </Suspense>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {visible ? m.loading_label() : ''}
      </VisuallyHidden>
    </>
  );
}
