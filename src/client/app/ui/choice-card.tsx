import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Box, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import classes from './choice-card.module.css';

interface ChoiceCardProps extends Omit<ComponentPropsWithRef<'a'>, 'title'> {
  icon: ReactNode;
  title: string;
  text: string;
  color?: string;
}

function ChoiceCardAnchor({ icon, title, text, color = 'kolify', className, ...props }: ChoiceCardProps) {
  return (
    <a className={className ? `${classes.card} ${className}` : classes.card} {...props}>
      <ThemeIcon size={48} radius="md" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Box style={{ flex: 1 }}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Box>
      <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" />
    </a>
  );
}

const CreatedChoiceCard = createLink(ChoiceCardAnchor);
/** A large, card-shaped link: "I'm an influencer" / "I'm a marketer". */
export const ChoiceCard: LinkComponent<typeof ChoiceCardAnchor> = (props) => <CreatedChoiceCard preload="intent" {...props} />;
