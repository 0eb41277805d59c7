import { Download } from 'lucide-react';
import { DATA_EXPORT_INTRO } from '@stepup/domain';
import { buttonClassName, useApiClient } from '@stepup/ui';

/**
 * "Download my data" (Edit Profile): the customer's own data as files the browser saves — the
 * whole of it as JSON, and the vouchers as a CSV for a spreadsheet (ADR 029).
 */
export function DownloadMyData() {
  const client = useApiClient();
  return (
    <>
      <p className="download-data__intro">{DATA_EXPORT_INTRO}</p>
      <div className="download-data__links">
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={client.account.dataExportUrl()}
          download
        >
          <Download aria-hidden="true" size={18} /> Download my data (JSON)
        </a>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={client.account.vouchersCsvUrl()}
          download
        >
          <Download aria-hidden="true" size={18} /> Download my vouchers (CSV)
        </a>
      </div>
    </>
  );
}
