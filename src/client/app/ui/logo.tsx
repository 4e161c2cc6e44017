import { Group, Text } from '@mantine/core';

/** The Kolify mark: a rounded square in the brand gradient with a spark-shaped K. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="kolify-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#kolify-mark)" />
      <path d="M21 16h8v13.5L41.5 16H51L37.5 30.5 52 48h-10L31.8 35.4 29 38.3V48h-8z" fill="#fff" />
      <circle cx="47" cy="17" r="4" fill="#fde68a" />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      <Text component="span" fw={700} fz={size * 0.68} lh={1} c="var(--mantine-color-text)" style={{ letterSpacing: '-0.02em' }}>
        Kolify
      </Text>
    </Group>
  );
}
