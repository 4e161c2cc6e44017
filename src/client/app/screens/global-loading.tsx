import { useEffect, useState } from 'react';
import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import { m } from '#common/paraglide/messages.js';
import { useGlobalLoading } from '#client/api/loading-store';

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

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), showDelayMs);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <>
      <LoadingOverlay
        visible={visible}
        pos="fixed"
        zIndex={1000}
        overlayProps={{ blur: 1.5, backgroundOpacity: 0.3, color: '#fff' }}
        loaderProps={{ size: 'lg', type: 'dots' }}
        transitionProps={{ duration: 150 }}
        data-testid="global-loading"
      />
      <VisuallyHidden role="status" aria-live="polite">
        {visible ? m.loading_label() : ''}
      </VisuallyHidden>
    </>
  );
}
