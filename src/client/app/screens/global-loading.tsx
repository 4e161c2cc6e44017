import { useEffect, useState } from 'react';
import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';
import { useGlobalLoading } from '#client/api/loading-store';

/** Requests shorter than this never flash the overlay. */
const showDelayMs = 150;

/** SPEC §2: a full-page spinner while the global loading flag is set. */
export function GlobalLoading() {
  const loading = useGlobalLoading();
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
