import type { ReactNode } from 'react';
import { Button, Group, type MantineSize } from '@mantine/core';

export interface ToggleOption<T extends string> {
  value: T;
  label: ReactNode;
  title?: string;
  lang?: string;
}

/**
 * A choice of two or three: toggle buttons (aria-pressed) in a pill. Lighter than
 * SegmentedControl, which brings its floating indicator into every page that shows one.
 */
export function ToggleButtons<T extends string>({
  value,
  onChange,
  options,
  label,
  size = 'xs',
  fullWidth,
  testId,
}: {
  value: T;
  onChange: (value: T) => void;
  options: ToggleOption<T>[];
  label: string;
  size?: MantineSize;
  fullWidth?: boolean;
  testId?: string;
}) {
  return (
    <Group gap={2} p={3} role="group" aria-label={label} data-testid={testId} bg="var(--mantine-color-gray-1)" grow={fullWidth} wrap="nowrap" style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value}
            type="button"
            size={`compact-${size}`}
            radius="xl"
            px={10}
            fw={600}
            variant={active ? 'white' : 'subtle'}
            color={active ? 'dark' : 'gray'}
            style={active ? { boxShadow: 'var(--mantine-shadow-xs)' } : undefined}
            aria-pressed={active}
            lang={option.lang}
            title={option.title}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}
