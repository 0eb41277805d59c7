import { Check, X } from 'lucide-react';
import { useSite } from '@stepup/ui';
import './business.css';

interface Row {
  feature: string;
  us: string;
  them: string;
  /** Whether competitors fall short here (shown with a cross). */
  themShort: boolean;
}

const rows: Row[] = [
  {
    feature: 'Commission on standard vouchers',
    us: '0%',
    them: '30% to 50%',
    themShort: true,
  },
  { feature: 'Setup fees', us: 'None', them: 'Often charged', themShort: true },
  { feature: 'Monthly subscription', us: 'None', them: 'Often required', themShort: true },
  {
    feature: 'When you are paid',
    us: 'The moment a voucher sells',
    them: 'Weeks later, or after redemption',
    themShort: true,
  },
  {
    feature: 'Rewards for regulars',
    us: 'Up to three loyalty steps',
    them: 'One-off discount',
    themShort: true,
  },
  {
    feature: 'Customers can propose an offer',
    us: 'Yes – you accept or decline',
    them: 'No',
    themShort: true,
  },
  { feature: 'Gift delivery by email', us: 'Yes, scheduled', them: 'Usually', themShort: false },
];

/** The business page's comparison against typical voucher sites (docs/product.md#content-and-marketing-pages). */
export function ComparisonTable() {
  const { data: site } = useSite();
  return (
    <div className="comparison" tabIndex={0} role="region" aria-labelledby="comparison-caption">
      <table className="comparison__table">
        <caption id="comparison-caption" className="ui-visually-hidden">
          {site?.siteName ?? 'Us'} compared with typical voucher sites
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className="comparison__us">
              {site?.siteName ?? 'With us'}
            </th>
            <th scope="col">Typical competitors</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <td className="comparison__us">
                <span className="comparison__cell">
                  <Check aria-hidden="true" size={18} className="comparison__yes" />
                  {row.us}
                </span>
              </td>
              <td>
                <span className="comparison__cell">
                  {row.themShort ? (
                    <X aria-hidden="true" size={18} className="comparison__no" />
                  ) : (
                    <Check aria-hidden="true" size={18} className="comparison__maybe" />
                  )}
                  {row.them}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
