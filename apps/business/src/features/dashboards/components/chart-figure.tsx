import { lazy, Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@stepup/ui';

// A chart with its text alternative: the drawing for the eye, and the same numbers as a table —
// visually hidden for screen readers while the chart shows, on screen for anyone who asks for it
// ("Show as table"). Recharts is loaded only when a dashboard draws, so it stays out of the
// business site's first download (and is never part of the customer site).

const SeriesChart = lazy(() => import('./series-chart'));

/** One bar group: its label (a day, week, month or campaign) and a value per series. */
export interface ChartRow {
  label: string;
  values: Record<string, number>;
}

export interface ChartSeries {
  key: string;
  name: string;
  /** A CSS colour, from the design tokens (contrast 3:1 or more against the page). */
  colour: string;
}

/** The design tokens' colours for up to four series, each at least 3:1 on white. */
export const SERIES_COLOURS = [
  'var(--color-primary)',
  'var(--color-gift-ink)',
  'var(--color-info)',
  'var(--color-muted)',
] as const;

export function ChartFigure({
  title,
  description,
  rows,
  series,
  format,
  stacked,
  height,
  headerLabel,
  categories,
}: {
  title: string;
  description?: ReactNode;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  /** How a value reads, in the chart's axis and in its table (e.g. £ for pence). */
  format: (value: number) => string;
  stacked?: boolean;
  height?: number;
  /** The table's first column: 'Day', 'Week', 'Campaign'… */
  headerLabel: string;
  /** Rows are named things (campaigns), drawn as bars across with every name beside its bar. */
  categories?: boolean;
}) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const table = (
    <table className={asTable ? 'chart-table' : undefined}>
      <caption className="ui-visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{headerLabel}</th>
          {series.map((s) => (
            <th scope="col" key={s.key}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {series.map((s) => (
              <td key={s.key} className="tabular">
                {format(row.values[s.key] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure className="chart-figure" aria-labelledby={titleId}>
      <figcaption className="chart-figure__head">
        <h3 id={titleId} className="chart-figure__title">
          {title}
        </h3>
        <Button
          variant="secondary"
          size="small"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          Show as table
        </Button>
      </figcaption>
      {description ? <div className="chart-figure__description">{description}</div> : null}
      {asTable ? (
        // A long table scrolls in its box: focusable, so a keyboard can scroll it too.
        <div className="chart-table__scroll" tabIndex={0} role="region" aria-label={title}>
          {table}
        </div>
      ) : (
        <>
          <div className="chart-figure__plot" aria-hidden="true" style={{ height: height ?? 240 }}>
            <Suspense fallback={null}>
              <SeriesChart
                rows={rows}
                series={series}
                format={format}
                stacked={stacked}
                height={height}
                categories={categories}
              />
            </Suspense>
          </div>
          {/* Hidden in a box: a table ignores the 1 px width and would widen the page on a phone. */}
          <div className="ui-visually-hidden">{table}</div>
        </>
      )}
    </figure>
  );
}
