import type {
  companyBasicInformationSchema,
  companyImageSchema,
  companySalesSchema,
  companySetupSchema,
  connectPaymentsResponseSchema,
  paymentsConnectionSchema,
} from '../company';
import type { CompanyBasicInformationRequest, CompanyImageKind } from '../company';
import type { voucherCancelledSchema } from '../refunds';
import type { CompanyCancelVoucherRequest } from '../refunds';
import { json } from './http';
import type { Transport } from './http';

/** The signed-in company user's own company (never another's: the server takes it from them). */
export function companyApi({ request, post, baseUrl }: Transport) {
  return {
    setup: () => request<typeof companySetupSchema>('/company/setup'),
    basicInformation: () =>
      request<typeof companyBasicInformationSchema>('/company/basic-information'),
    saveBasicInformation: (body: CompanyBasicInformationRequest) =>
      request<typeof companyBasicInformationSchema>(
        '/company/basic-information',
        json('PUT', body),
      ),
    /** Multipart upload; the server decodes the image and checks its pixel size. */
    uploadImage: (kind: CompanyImageKind, file: Blob, fileName = 'image') => {
      const form = new FormData();
      form.append('image', file, fileName);
      return request<typeof companyImageSchema>(`/company/images/${kind}`, {
        method: 'POST',
        body: form,
      });
    },
    payments: () => request<typeof paymentsConnectionSchema>('/company/payments'),
    connectPayments: () =>
      post<typeof connectPaymentsResponseSchema>('/company/payments/connect', {}),
    sales: (page = 1) => request<typeof companySalesSchema>(`/company/sales?page=${page}`),
    /** The CSV export's address (a download link, not a JSON call). */
    salesCsvUrl: () => `${baseUrl}/api/company/sales.csv`,
    /** Owners: cancels one of the company's vouchers with a reason and refunds its buyer. */
    cancelSale: (voucherId: string, body: CompanyCancelVoucherRequest) =>
      post<typeof voucherCancelledSchema>(
        `/company/sales/${encodeURIComponent(voucherId)}/cancel`,
        body,
      ),
  };
}
