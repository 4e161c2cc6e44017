import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { caseStudyMetricKeys } from '#common/contracts/content';
import { m } from '#common/paraglide/messages.js';
import { caseStudyMetricLabel, orderedMetrics } from '#client/components/case-study-metric-label';

export type MetricRow = { key: string | null; value: number | string };

export const metricRowsOf = (metrics: Record<string, number>): MetricRow[] => orderedMetrics(metrics).map(([key, value]) => ({ key, value }));

/** Rows with a figure chosen become the metrics object; an empty value is sent as null so the server names it. */
export const metricsOf = (rows: MetricRow[]): Record<string, number> =>
  Object.fromEntries(rows.filter((row) => row.key).map((row) => [row.key, typeof row.value === 'number' ? row.value : row.value === '' ? null : Number(row.value)]));

/** The figures a case study shows (caseStudy/detail): one row per figure, each figure at most once. */
export function MetricsField({ rows, onChange, errors }: { rows: MetricRow[]; onChange: (rows: MetricRow[]) => void; errors: Record<string, string> }) {
  const used = new Set(rows.map((row) => row.key));
  const set = (index: number, row: MetricRow) => onChange(rows.map((current, i) => (i === index ? row : current)));
  return (
    <Stack gap="xs" data-testid="metrics-field">
      <Text size="sm" fw={500}>
        {m.content_admin_metrics()}
      </Text>
      <Text size="xs" c="dimmed">
        {m.content_admin_metrics_help()}
      </Text>
      {rows.map((row, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap" data-testid="metric-row">
          <Select
            aria-label={m.content_admin_metric_figure()}
            placeholder={m.content_admin_metric_figure()}
            data={caseStudyMetricKeys.filter((key) => key === row.key || !used.has(key)).map((key) => ({ value: key, label: caseStudyMetricLabel(key) }))}
            value={row.key}
            onChange={(key) => set(index, { ...row, key })}
            flex={3}
            miw={0}
            data-testid="metric-key"
          />
          <NumberInput
            aria-label={m.content_admin_metric_value()}
            placeholder="0"
            value={row.value}
            onChange={(value) => set(index, { ...row, value })}
            min={0}
            max={row.key === 'engagementRate' ? 100 : undefined}
            decimalScale={row.key === 'engagementRate' ? 2 : 0}
            thousandSeparator=","
            suffix={row.key === 'engagementRate' ? ' %' : undefined}
            error={row.key ? errors[`metrics.${row.key}`] : undefined}
            flex={2}
            miw={0}
            data-testid="metric-value"
          />
          <ActionIcon variant="subtle" color="red" mt={6} aria-label={m.content_admin_metric_remove()} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors.metrics ? (
        <Text size="sm" c="red" role="alert">
          {errors.metrics}
        </Text>
      ) : null}
      {rows.length < caseStudyMetricKeys.length ? (
        <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={14} />} onClick={() => onChange([...rows, { key: null, value: '' }])} data-testid="metric-add">
          {m.content_admin_metric_add()}
        </Button>
      ) : null}
    </Stack>
  );
}
