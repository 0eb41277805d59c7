import {
  companyBasicInformationSchema,
  companyImageSchema,
  companySalesSchema,
  companySetupSchema,
  connectPaymentsResponseSchema,
  paymentsConnectionSchema,
} from '../company';
import type { CompanyBasicInformationRequest, CompanyImageKind } from '../company';
import { voucherCancelledSchema } from '../refunds';
import type { CompanyCancelVoucherRequest } from '../refunds';
import { json } from './http';
import type { Transport } from './http';

/** The signed-in company user's own company (never another's: the server takes it from them). */
export function companyApi({ request, post, baseUrl }: Transport) {
  return {
    setup: () => request(companySetupSchema, '/company/setup'),
    basicInformation: () => request(companyBasicInformationSchema, '/company/basic-information'),
    saveBasicInformation: (body: CompanyBasicInformationRequest) =>
      request(companyBasicInformationSchema, '/company/basic-information', json('PUT', body)),
    /** Multipart upload; the server decodes the image and checks its pixel size. */
    uploadImage: (kind: CompanyImageKind, file: Blob, fileName = 'image') => {
      const form = new FormData();
      form.append('image', file, fileName);
      return request(companyImageSchema, `/company/images/${kind}`, {
        method: 'POST',
        body: form,
      });
    },
    payments: () => request(paymentsConnectionSchema, '/company/payments'),
    connectPayments: () => post(connectPaymentsResponseSchema, '/company/payments/connect', {}),
    sales: (page = 1) => request(companySalesSchema, `/company/sales?page=${page}`),
    /** The CSV export's address (a download link, not a JSON call). */
    salesCsvUrl: () => `${baseUrl}/api/company/sales.csv`,
    /** Owners: cancels one of the company's vouchers with a reason and refunds its buyer. */
    cancelSale: (voucherId: string, body: CompanyCancelVoucherRequest) =>
      post(voucherCancelledSchema, `/company/sales/${encodeURIComponent(voucherId)}/cancel`, body),
  };
}
