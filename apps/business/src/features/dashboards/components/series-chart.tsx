import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ChartRow, ChartSeries } from './chart-figure';

/**
 * The drawing of a ChartFigure (recharts, loaded only when a dashboard draws one): bars per row,
 * one colour per series (side by side, or stacked), axes in the figure's own units. It is hidden
 * from screen readers and keyboards: the figure's table says the same.
 */
export default function SeriesChart({
  rows,
  series,
  format,
  stacked = false,
  height = 240,
}: {
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  stacked?: boolean;
  height?: number;
}) {
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="label"
          tick={{ fill: 'var(--color-ink)', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-border-strong)' }}
          minTickGap={12}
        />
        <YAxis
          tickFormatter={(value: number) => format(value)}
          tick={{ fill: 'var(--color-ink)', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          width={64}
        />
        {series.length > 1 ? (
          <Legend wrapperStyle={{ color: 'var(--color-ink)', fontSize: 13 }} />
        ) : null}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.colour}
            stackId={stacked ? 'stack' : undefined}
            radius={stacked ? 0 : [3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
