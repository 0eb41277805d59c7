import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanySale, CompanySales } from '@stepup/contracts';
import {
  CAMPAIGN_PREREQUISITES,
  CANCEL_REASON_REQUIRED,
  CANCEL_USED,
  cancelSaleConfirmation,
  saleCancelled,
} from '@stepup/domain';
import { renderCompanyApp } from '../../../testing/render-company-app';
import type { CompanyApi } from '../../../testing/render-company-app';
import { apiError, axeViolations } from '../../../testing/render-app';

function aSale(overrides: Partial<CompanySale>): CompanySale {
  return {
    id: 's1',
    paymentDate: '2026-11-20T10:00:00.000Z',
    customerFirstName: 'Amelia',
    campaignName: 'Coffee & Cake',
    faceValuePence: 5000,
    paidPence: 4250,
    step: 2,
    gift: false,
    redeemed: false,
    cancelled: false,
    frozen: false,
    refundedPence: 0,
    cancellable: true,
    ...overrides,
  };
}

const salesOf = (sales: CompanySale[]): CompanySales => ({
  sales,
  page: 1,
  pageSize: 25,
  totals: { count: sales.length, faceValuePence: 0, paidPence: 0, redeemedCount: 0 },
});

const cancelledAnswer = (voucherId: string, amountPence: number) => ({
  status: 200,
  body: {
    voucherId,
    cancelledAt: '2026-11-21T10:00:00.000Z',
    refund: {
      id: 'r-1',
      amountPence,
      status: 'pending',
      requestedBy: 'company',
      reason: 'Closed for refurbishment',
      cancelsVoucher: true,
      createdAt: '2026-11-21T10:00:00.000Z',
      succeededAt: null,
      error: null,
    },
  },
});

const noConnection: CompanyApi = {
  'GET /api/company/payments': () => ({
    status: 200,
    body: {
      provider: 'sandbox',
      accountCreated: true,
      paymentsEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      canConnect: true,
    },
  }),
};

describe('Cancelling a sale with a refund on /payments', () => {
  it('lets an owner cancel and refund a sale with a reason; the row then shows it cancelled and refunded', async () => {
    const user = userEvent.setup();
    let sales = [
      aSale({ id: 's1' }),
      aSale({ id: 's2', customerFirstName: 'Ben', frozen: true, cancellable: false }),
      aSale({ id: 's3', customerFirstName: 'Cleo', redeemed: true, cancellable: false }),
    ];
    const bodies: Array<Record<string, unknown>> = [];
    const { container } = renderCompanyApp('/payments', {
      ...noConnection,
      'GET /api/company/sales': () => ({ status: 200, body: salesOf(sales) }),
      'POST /api/company/sales/s1/cancel': (body) => {
        bodies.push(body);
        sales = sales.map((s) =>
          s.id === 's1' ? { ...s, cancelled: true, cancellable: false, refundedPence: 4250 } : s,
        );
        return cancelledAnswer('s1', 4250);
      },
    });
    // The owner's column appears once their role is known.
    const action = await screen.findByRole('button', {
      name: "Cancel and refund Amelia's Coffee & Cake voucher",
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('Disputed')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(action);
    const dialog = screen.getByRole('dialog', { name: 'Cancel and refund?' });
    expect(
      within(dialog).getByText(cancelSaleConfirmation('£42.50', 'Amelia')),
    ).toBeInTheDocument();
    // The domain's rule on the reason, before anything is sent.
    await user.type(within(dialog).getByLabelText('Reason'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(within(dialog).getByText(CANCEL_REASON_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), '  Closed for refurbishment ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(saleCancelled('£42.50'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([{ reason: 'Closed for refurbishment' }]);
    const first = within(within(screen.getByRole('table')).getAllByRole('row')[1]!);
    expect(await first.findByText('Cancelled')).toBeInTheDocument();
    expect(first.getByText('Refunded £42.50')).toBeInTheDocument();
    expect(first.queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    renderCompanyApp('/payments', {
      ...noConnection,
      'GET /api/company/sales': () => ({ status: 200, body: salesOf([aSale({})]) }),
      'POST /api/company/sales/s1/cancel': () => apiError(409, 'conflict', CANCEL_USED),
    });
    await user.click(await screen.findByRole('button', { name: /Cancel and refund Amelia/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CANCEL_USED);
  });

  it('gives staff no way to cancel', async () => {
    renderCompanyApp('/payments', {
      ...noConnection,
      'GET /api/company/setup': () => ({
        status: 200,
        body: {
          companyName: 'The Corner Bakery',
          yourRole: 'staff',
          facts: Object.fromEntries(CAMPAIGN_PREREQUISITES.map((key) => [key, true])),
        },
      }),
      'GET /api/company/sales': () => ({ status: 200, body: salesOf([aSale({})]) }),
    });
    expect(await screen.findByText(/Only an owner of The Corner Bakery/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel and refund/ })).toBeNull();
  });
});
