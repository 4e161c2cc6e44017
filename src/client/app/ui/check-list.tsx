import type { ReactNode } from 'react';
import { List, ThemeIcon, type MantineColor } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A list of selling points, each with a round check mark. */
export function CheckList({ items, color }: { items: ReactNode[]; color?: MantineColor }) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon size={24} radius="xl" variant="light" color={color}>
          <IconCheck size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item, index) => (
        // A fixed list of points: the position is the identity.
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}
