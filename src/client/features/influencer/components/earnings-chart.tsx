import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { currencyLabel, formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';

/**
 * Earnings per month as bars. Its own module so @mantine/charts (and recharts) load only when the
 * signed-in dashboard shows it (React.lazy), never with the public pages' first script.
 */
export default function EarningsChart({ months, lang }: { months: { month: string; amount: number }[]; lang: 'th' | 'en' }) {
  const data = months.map(({ month, amount }) => ({
    // `month` is already the deployment's local month ("2026-11"): name it in UTC, whatever the zone.
    month: new Date(`${month}-15T00:00:00Z`).toLocaleDateString(lang === 'th' ? 'th-TH' : 'en-GB', { month: 'short', timeZone: 'UTC' }),
    earned: amount / 100,
  }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      // An image (role=img, named) is not a Tab stop: recharts' keyboard layer adds an unnamed
      // svg role=application tabindex=0 inside it (issue 32).
      barChartProps={{ accessibilityLayer: false }}
      series={[{ name: 'earned', label: m.influencer_dash_chart_series({ currency: currencyLabel(lang) }), color: 'kolify.6' }]}
      valueFormatter={(value) => formatMoney(Math.round(value * 100), { decimals: 'auto' })}
      tickLine="y"
      gridAxis="y"
      withTooltip
      role="img"
      aria-label={m.influencer_dash_chart_title()}
    />
  );
}
