import {
  SITES_BREAKDOWN_TITLE,
  SITES_REDEMPTIONS_CAPTION,
  SITES_SALES_CAPTION,
  formatPounds,
} from '@stepup/domain';
import { Card } from '@stepup/ui';
import type { CompanySiteFigures } from '@stepup/contracts';
import { useSiteFigures, useSites, openSites } from '../api/sites';
import '../sites.css';

function FiguresTable({
  caption,
  lines,
  countLabel,
}: {
  caption: string;
  lines: CompanySiteFigures['sales'];
  countLabel: string;
}) {
  return (
    <Card padded>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">{countLabel}</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.siteId ?? 'none'}>
              <th scope="row">{line.label}</th>
              <td>{line.count}</td>
              <td>{formatPounds(line.valuePence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/**
 * The dashboard's figures by site (docs/product.md#multi-site-groups): redemptions where they
 * happened, sales where their campaign is offered. Nothing at a company without sites.
 */
export function SiteFigures() {
  const sites = useSites();
  const figures = useSiteFigures();
  if (openSites(sites.data).length === 0 && !sites.data?.sites.length) return null;
  if (!figures.data) return null;
  return (
    <section aria-labelledby="site-figures" className="site-figures">
      <h2 id="site-figures">{SITES_BREAKDOWN_TITLE}</h2>
      <div className="site-figures__grid">
        <FiguresTable
          caption={SITES_REDEMPTIONS_CAPTION}
          lines={figures.data.redemptions}
          countLabel="Redeemed"
        />
        <FiguresTable caption={SITES_SALES_CAPTION} lines={figures.data.sales} countLabel="Sold" />
      </div>
    </section>
  );
}
