import { useState } from 'react';
import { Download, Receipt } from 'lucide-react';
import type { CompanySale } from '@stepup/contracts';
import { formatPounds, refundedAmount, saleStepLabel, ukPaddedShortDate } from '@stepup/domain';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  EmptyState,
  Preloader,
  useApiClient,
} from '@stepup/ui';
import { useCompanySales } from '../api/get-company-sales';
import { CancelSaleDialog } from './cancel-sale-dialog';
import './cancel-sale.css';

/**
 * The company's sales, newest first, with totals, pages and the CSV export. Owners may cancel an
 * unused voucher with a refund to its buyer (`mayCancel`; others see no such column).
 */
export function SalesList({ mayCancel = false }: { mayCancel?: boolean }) {
  const [page, setPage] = useState(1);
  const sales = useCompanySales(page);
  const client = useApiClient();
  const [cancelling, setCancelling] = useState<CompanySale | null>(null);
  const [cancelledNote, setCancelledNote] = useState<string | null>(null);

  return (
    <Card padded className="company-section sales" aria-labelledby="sales-title">
      <div className="sales__header">
        <h2 id="sales-title" className="company-section__title">
          Sales
        </h2>
        {sales.data && sales.data.totals.count + sales.data.sales.length > 0 ? (
          <a
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            href={client.company.salesCsvUrl()}
            download
          >
            <Download aria-hidden="true" size={16} /> Export CSV
          </a>
        ) : null}
      </div>
      {sales.isPending ? (
        <Preloader label="Loading your sales" />
      ) : sales.isError ? (
        <Alert tone="danger">Your sales could not be loaded. Please reload the page.</Alert>
      ) : sales.data.sales.length === 0 && page === 1 ? (
        <EmptyState icon={<Receipt size={32} />} title="No sales yet">
          Your vouchers’ sales appear here as soon as customers buy them.
        </EmptyState>
      ) : (
        <>
          <dl className="sales__totals">
            <div>
              <dt>Vouchers sold</dt>
              <dd className="tabular">{sales.data.totals.count}</dd>
            </div>
            <div>
              <dt>Voucher value</dt>
              <dd className="tabular">{formatPounds(sales.data.totals.faceValuePence)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd className="tabular">{formatPounds(sales.data.totals.paidPence)}</dd>
            </div>
            <div>
              <dt>Redeemed</dt>
              <dd className="tabular">{sales.data.totals.redeemedCount}</dd>
            </div>
          </dl>
          <p className="sales__note">Totals leave out cancelled vouchers.</p>
          {cancelledNote ? <Alert tone="success">{cancelledNote}</Alert> : null}
          <div
            className="sales__table-wrap"
            role="region"
            aria-labelledby="sales-title"
            tabIndex={0}
          >
            <table className="sales__table">
              <caption className="ui-visually-hidden">Sales, newest first (page {page})</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Campaign</th>
                  <th scope="col" className="num">
                    Voucher value
                  </th>
                  <th scope="col" className="num">
                    Paid
                  </th>
                  <th scope="col">Step</th>
                  <th scope="col">Gift</th>
                  <th scope="col">Redeemed</th>
                  {mayCancel ? <th scope="col">Refund</th> : null}
                </tr>
              </thead>
              <tbody>
                {sales.data.sales.map((sale) => (
                  <tr key={sale.id} data-cancelled={sale.cancelled}>
                    <td data-label="Date">{ukPaddedShortDate(sale.paymentDate)}</td>
                    <td data-label="Customer">{sale.customerFirstName}</td>
                    <td data-label="Campaign">
                      <span>
                        {sale.campaignName}
                        {sale.cancelled ? <span className="sales__badge">Cancelled</span> : null}
                        {sale.frozen ? (
                          <span className="sales__badge sales__badge--disputed">Disputed</span>
                        ) : null}
                      </span>
                    </td>
                    <td data-label="Voucher value" className="num tabular">
                      {formatPounds(sale.faceValuePence)}
                    </td>
                    <td data-label="Paid" className="num tabular">
                      <span>
                        {formatPounds(sale.paidPence)}
                        {sale.refundedPence > 0 ? (
                          <span className="sales__refunded">
                            {refundedAmount(formatPounds(sale.refundedPence))}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td data-label="Step">{saleStepLabel(sale.step)}</td>
                    <td data-label="Gift">{sale.gift ? 'Gift' : 'No'}</td>
                    <td data-label="Redeemed">{sale.redeemed ? 'Yes' : 'No'}</td>
                    {mayCancel ? (
                      <td data-label="Refund" className="sales__action">
                        {sale.cancellable ? (
                          <Button
                            variant="secondary"
                            size="small"
                            aria-label={`Cancel and refund ${sale.customerFirstName}'s ${sale.campaignName} voucher`}
                            onClick={() => {
                              setCancelledNote(null);
                              setCancelling(sale);
                            }}
                          >
                            Cancel and refund
                          </Button>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page === 1 && sales.data.sales.length < sales.data.pageSize ? null : (
            <nav className="sales__pages" aria-label="Sales pages">
              <Button
                variant="secondary"
                size="small"
                disabled={page === 1}
                onClick={() => setPage((p) => p - 1)}
              >
                Newer
              </Button>
              <span className="tabular">Page {page}</span>
              <Button
                variant="secondary"
                size="small"
                disabled={sales.data.sales.length < sales.data.pageSize}
                onClick={() => setPage((p) => p + 1)}
              >
                Older
              </Button>
            </nav>
          )}
        </>
      )}
      {cancelling ? (
        <CancelSaleDialog
          sale={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(note) => {
            setCancelling(null);
            setCancelledNote(note);
          }}
        />
      ) : null}
    </Card>
  );
}
