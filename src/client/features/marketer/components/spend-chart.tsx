import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { MoneyDashboard } from '#common/contracts/money';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';

/**
 * Credit bought and spent, month by month (issue 11). Its own module, imported lazily by the
 * marketer dashboard, so @mantine/charts (and recharts under it) loads only on that signed-in
 * page. An image with its name (role=img): axe refuses an aria-label on the chart's plain div.
 */
export default function SpendChart({ months, lang }: { months: MoneyDashboard['byMonth']; lang: 'th' | 'en' }) {
  const label = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const data = months.map((month) => ({ month: label.format(new Date(`${month.month}-01T00:00:00Z`)), spent: month.spent / 100, bought: month.bought / 100 }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="month"
      // An image (role=img, named) is not a Tab stop: recharts' keyboard layer adds an unnamed
      // svg role=application tabindex=0 inside it (issue 32).
      barChartProps={{ accessibilityLayer: false }}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      // The zero line reads 0, not the dash other empty amounts show.
      valueFormatter={(value) => (value === 0 ? '0' : formatMoney(Math.round(value * 100), { decimals: 'auto' }))}
      // Twelve months do not fit under a 390 px screen: recharts keeps the first and last and drops labels that would overlap.
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
      series={[
        { name: 'spent', label: m.dashboard_spend_chart_spent(), color: 'indigo.6' },
        { name: 'bought', label: m.dashboard_spend_chart_bought(), color: 'teal.7' },
      ]}
      role="img"
      aria-label={m.dashboard_spend_chart_label()}
    />
  );
}
