import { RingProgress, Text, type MantineSize } from '@mantine/core';

/** How complete a profile is, as a ring with the percentage in its middle (both dashboards). */
export function CompletenessRing({ value, size, thickness, labelSize, testId }: { value: number; size: number; thickness: number; labelSize?: MantineSize; testId: string }) {
  return (
    <RingProgress
      size={size}
      thickness={thickness}
      roundCaps
      sections={[{ value, color: 'kolify' }]}
      label={
        <Text ta="center" fw={700} fz={labelSize} data-testid={testId}>
          {value}%
        </Text>
      }
    />
  );
}
