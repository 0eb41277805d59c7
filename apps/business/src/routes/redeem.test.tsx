import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RedemptionVoucher } from '@stepup/contracts';
import {
  CAMERA_UNAVAILABLE,
  VOUCHER_ALREADY_USED,
  VOUCHER_CODE_UNKNOWN,
  VOUCHER_EXPIRED,
  VOUCHER_FROZEN,
  VOUCHER_MARKED_USED,
} from '@stepup/domain';
import { companyMenu } from '../lib/menus';
import { apiError, axeViolations } from '../testing/render-app';
import { renderCompanyApp } from '../testing/render-company-app';

const aVoucher = (overrides: Partial<RedemptionVoucher> = {}): RedemptionVoucher => ({
  code: '7KQ2-M9XD-4T',
  campaignName: 'Coffee Club',
  faceValuePence: 5000,
  expiresAt: '2027-04-01T10:00:00.000Z',
  status: 'unused',
  usedAt: null,
  customerFirstName: 'Ada',
  gift: false,
  refusal: null,
  ...overrides,
});

describe('Redeem (/redeem)', () => {
  it('is in the company menu', () => {
    expect(companyMenu.map((m) => m.to)).toContain('/redeem');
  });

  it('finds a typed code, shows value, expiry, status and first name, and marks it used', async () => {
    const looked: unknown[] = [];
    const { container } = renderCompanyApp('/redeem', {
      'POST /api/company/redemptions/lookup': (body) => {
        looked.push(body.code);
        return { status: 200, body: aVoucher() };
      },
      'POST /api/company/redemptions/redeem': () => ({
        status: 200,
        body: {
          message: VOUCHER_MARKED_USED,
          voucher: aVoucher({
            status: 'used',
            usedAt: '2026-11-24T12:00:00.000Z',
            refusal: VOUCHER_ALREADY_USED,
          }),
        },
      }),
    });
    await userEvent.type(await screen.findByLabelText('Voucher code'), '7kq2 m9xd 4t');
    await userEvent.click(screen.getByRole('button', { name: 'Find voucher' }));
    expect(await screen.findByRole('heading', { name: '7KQ2-M9XD-4T' })).toBeInTheDocument();
    expect(looked).toEqual(['7kq2 m9xd 4t']);
    expect(screen.getByText('£50.00')).toBeInTheDocument();
    expect(screen.getByText('1 April 2027')).toBeInTheDocument();
    expect(screen.getByText('Unused')).toBeInTheDocument();
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    expect(await screen.findByRole('status')).toHaveTextContent(VOUCHER_MARKED_USED);
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as used' })).not.toBeInTheDocument();
  });

  it('refuses a used or expired voucher with its message and no Mark as used', async () => {
    renderCompanyApp('/redeem', {
      'POST /api/company/redemptions/lookup': () => ({
        status: 200,
        body: aVoucher({ status: 'expired', refusal: VOUCHER_EXPIRED }),
      }),
    });
    await userEvent.type(await screen.findByLabelText('Voucher code'), '7KQ2-M9XD-4T');
    await userEvent.click(screen.getByRole('button', { name: 'Find voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VOUCHER_EXPIRED);
    expect(screen.queryByRole('button', { name: 'Mark as used' })).not.toBeInTheDocument();
  });

  it('shows a voucher whose payment is disputed as on hold, with no Mark as used', async () => {
    renderCompanyApp('/redeem', {
      'POST /api/company/redemptions/lookup': () => ({
        status: 200,
        body: aVoucher({ status: 'frozen', refusal: VOUCHER_FROZEN }),
      }),
    });
    await userEvent.type(await screen.findByLabelText('Voucher code'), '7KQ2-M9XD-4T');
    await userEvent.click(screen.getByRole('button', { name: 'Find voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VOUCHER_FROZEN);
    expect(screen.getByText('On hold: payment disputed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as used' })).not.toBeInTheDocument();
  });

  it("says when a code is unknown (another company's looks the same)", async () => {
    renderCompanyApp('/redeem', {
      'POST /api/company/redemptions/lookup': () =>
        apiError(404, 'not_found', VOUCHER_CODE_UNKNOWN),
    });
    await userEvent.type(await screen.findByLabelText('Voucher code'), 'ZZZZ-ZZZZ-ZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Find voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VOUCHER_CODE_UNKNOWN);
  });

  it('shows the refusal when another till used the voucher first', async () => {
    let status: RedemptionVoucher['status'] = 'unused';
    renderCompanyApp('/redeem', {
      'POST /api/company/redemptions/lookup': () => ({
        status: 200,
        body: aVoucher(status === 'used' ? { status, refusal: VOUCHER_ALREADY_USED } : {}),
      }),
      'POST /api/company/redemptions/redeem': () => {
        status = 'used';
        return apiError(409, 'conflict', VOUCHER_ALREADY_USED);
      },
    });
    await userEvent.type(await screen.findByLabelText('Voucher code'), '7KQ2-M9XD-4T');
    await userEvent.click(screen.getByRole('button', { name: 'Find voucher' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as used' }));
    await waitFor(() => expect(screen.getByText('Used')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(VOUCHER_ALREADY_USED);
  });
});

describe('scanning a QR code on /redeem', () => {
  it("reads the code with the browser's BarcodeDetector and looks it up; stops the camera", async () => {
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => stream) },
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    window.BarcodeDetector = class {
      async detect() {
        return [{ rawValue: '7kq2-m9xd-4t' }];
      }
    };
    const looked: unknown[] = [];
    try {
      renderCompanyApp('/redeem', {
        'POST /api/company/redemptions/lookup': (body) => {
          looked.push(body.code);
          return { status: 200, body: aVoucher() };
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Scan QR code' }));
      expect(await screen.findByRole('heading', { name: '7KQ2-M9XD-4T' })).toBeInTheDocument();
      expect(looked).toEqual(['7KQ2-M9XD-4T']);
      expect(screen.getByLabelText('Voucher code')).toHaveValue('7KQ2-M9XD-4T');
      await waitFor(() => expect(stop).toHaveBeenCalled());
    } finally {
      delete window.BarcodeDetector;
      play.mockRestore();
    }
  });

  it('says so when the camera cannot be opened; typing still works', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderCompanyApp('/redeem', {});
    await userEvent.click(await screen.findByRole('button', { name: 'Scan QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_UNAVAILABLE);
    expect(screen.getByLabelText('Voucher code')).toBeEnabled();
  });
});
