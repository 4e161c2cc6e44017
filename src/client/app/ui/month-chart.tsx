import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatMoney } from '#common/money';

/** One series of bars: the row's amount under `name` (minor units), its legend label and colour. */
export interface MonthSeries {
  name: string;
  label: string;
  color: string;
}

/**
 * Amounts month by month as bars: the influencer's earnings (dashboard, earnings page) and the
 * marketer's credit bought and spent. Its own module, imported lazily by those signed-in screens,
 * so @mantine/charts (and recharts under it) never loads with a public page's first script.
 */
export default function MonthChart({ months, series, label, lang, h }: { months: ({ month: string } & Record<string, number | string>)[]; series: MonthSeries[]; label: string; lang: 'th' | 'en'; h: number }) {
  // `month` is the deployment's local month ("2026-11"): named in UTC, whatever the browser's zone.
  const monthName = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const data = months.map((row) => ({
    month: monthName.format(new Date(`${row.month}-01T00:00:00Z`)),
    ...Object.fromEntries(series.map(({ name }) => [name, Number(row[name]) / 100])),
  }));
  return (
    <BarChart
      h={h}
      data={data}
      dataKey="month"
      // An image (role=img, named) is not a Tab stop: recharts' keyboard layer adds an unnamed
      // svg role=application tabindex=0 inside it (issue 32).
      barChartProps={{ accessibilityLayer: false }}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      // The zero line reads 0, not the dash other empty amounts show.
      valueFormatter={(value) => (value === 0 ? '0' : formatMoney(Math.round(value * 100), { decimals: 'auto' }))}
      // Twelve months do not fit under a 390 px screen: recharts keeps the first and last and drops labels that would overlap.
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
      series={series}
      // axe refuses an aria-label on the chart's plain div: an image with its name.
      role="img"
      aria-label={label}
    />
  );
}
