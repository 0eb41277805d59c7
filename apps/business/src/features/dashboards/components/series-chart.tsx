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
  categories = false,
}: {
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  stacked?: boolean;
  height?: number;
  /** Rows are named things (campaigns), not time: bars lie across, every name beside its bar. */
  categories?: boolean;
}) {
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const tick = { fill: 'var(--color-ink)', fontSize: 12 };
  const valueAxis = {
    tickFormatter: (value: number) => format(value),
    tick,
    tickLine: false,
    allowDecimals: false,
  } as const;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={data}
        layout={categories ? 'vertical' : 'horizontal'}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid
          vertical={categories}
          horizontal={!categories}
          stroke="var(--color-border)"
        />
        {categories ? (
          <>
            <XAxis type="number" {...valueAxis} axisLine={false} />
            <YAxis
              type="category"
              dataKey="label"
              tick={tick}
              tickLine={false}
              axisLine={{ stroke: 'var(--color-border-strong)' }}
              interval={0}
              width={120}
            />
          </>
        ) : (
          <>
            <XAxis
              dataKey="label"
              tick={tick}
              tickLine={false}
              axisLine={{ stroke: 'var(--color-border-strong)' }}
              minTickGap={12}
            />
            <YAxis {...valueAxis} axisLine={false} width={64} />
          </>
        )}
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
            radius={stacked ? 0 : categories ? [0, 3, 3, 0] : [3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
