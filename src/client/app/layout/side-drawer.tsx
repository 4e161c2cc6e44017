import type { ReactNode } from 'react';
import { Drawer, Text, type DrawerProps } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';

/** A sidebar sliding in from the right, with a bold title and a translated close button. */
export function SideDrawer({ opened, onClose, size, title, children }: { opened: boolean; onClose: () => void; size: DrawerProps['size']; title: string; children: ReactNode }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': m.sign_in_close() }}
    >
      {children}
    </Drawer>
  );
}
