import type { CompanySales } from '@stepup/contracts';
import {
  companyCancelRefusal,
  companySalesCsv,
  saleCustomerFirstName,
  SALES_PAGE_SIZE,
} from '@stepup/domain';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { listSales, salesTotals } from './repository';

// The Sales page: every voucher the company sold, and its CSV export.

type SaleRow = Awaited<ReturnType<typeof listSales>>[number];

const saleOf = (row: SaleRow) => ({
  id: row.id,
  paymentDate: new Date(row.paymentDate).toISOString(),
  customerFirstName: saleCustomerFirstName(row.buyerName),
  campaignName: row.campaignName,
  faceValuePence: row.faceValuePence,
  paidPence: row.paidPence,
  step: row.step,
  gift: row.buyFor === 'gift',
  redeemed: row.usedAt !== null,
  cancelled: row.cancelledAt !== null,
  frozen: row.frozenAt !== null,
  refundedPence: Number(row.refundedPence),
  // Only a voucher paid by card here can be refunded to that card.
  cancellable: row.paymentId !== null && companyCancelRefusal(row) === null,
});

/** Who may call: any member of a company. One page of its sales, newest first, and the totals. */
export async function getCompanySales(
  ctx: AppContext,
  actor: Actor,
  { page }: { page: number },
): Promise<CompanySales> {
  const { companyId } = requireCompanyMember(actor).company;
  const [rows, totals] = await Promise.all([
    listSales(ctx.db, companyId, { limit: SALES_PAGE_SIZE, offset: (page - 1) * SALES_PAGE_SIZE }),
    salesTotals(ctx.db, companyId),
  ]);
  return { sales: rows.map(saleOf), page, pageSize: SALES_PAGE_SIZE, totals };
}

/** Who may call: any member of a company. Every sale as a CSV file's text. */
export async function exportCompanySalesCsv(ctx: AppContext, actor: Actor): Promise<string> {
  const { companyId } = requireCompanyMember(actor).company;
  const rows = await listSales(ctx.db, companyId);
  return companySalesCsv(rows.map(saleOf));
}
