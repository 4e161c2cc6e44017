import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { Earn } from '#common/contracts/earnings';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';

/**
 * Month by month: earned from jobs and withdrawn. Its own module, imported lazily by the earn
 * screen, so @mantine/charts (and recharts under it) loads only on this signed-in page.
 */
export default function EarningsChart({ months, lang }: { months: Earn['months']; lang: 'th' | 'en' }) {
  const label = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const data = months.map((month) => ({ month: label.format(new Date(`${month.month}-01T00:00:00Z`)), earned: month.earned / 100, withdrawn: month.withdrawn / 100 }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="month"
      // An image (role=img, named) is not a Tab stop: recharts' keyboard layer adds an unnamed
      // svg role=application tabindex=0 inside it (issue 32).
      barChartProps={{ accessibilityLayer: false }}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      // The zero line reads 0, not the dash other empty amounts show.
      valueFormatter={(value) => (value === 0 ? '0' : formatMoney(Math.round(value * 100), { decimals: 'auto' }))}
      series={[
        { name: 'earned', label: m.earn_chart_earned(), color: 'teal.7' },
        { name: 'withdrawn', label: m.earn_chart_withdrawn(), color: 'indigo.6' },
      ]}
      role="img"
      aria-label={m.earn_chart_title()}
    />
  );
}
