import { LoadingOverlay } from '@mantine/core';

/** The full-page spinner's overlay (SPEC §2), a chunk of its own: most page loads never show it. */
export function GlobalLoadingOverlay({ visible }: { visible: boolean }) {
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ blur: 1.5, backgroundOpacity: 0.3, color: '#fff' }}
      loaderProps={{ size: 'lg', type: 'dots' }}
      transitionProps={{ duration: 150 }}
      data-testid="global-loading"
    />
  );
}
