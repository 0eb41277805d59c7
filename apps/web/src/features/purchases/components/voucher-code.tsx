import { useEffect, useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@stepup/ui';
import { copyText } from '../../../lib/copy-text';
import { CODE_COPIED } from '@stepup/domain';

/** The voucher code, large and easy to read, with Copy and a visible 'Copied'. */
export function VoucherCode({ code }: { code: string }) {
  const labelId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  return (
    <div className="voucher-code" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="voucher-code__label">
        Your voucher code
      </span>
      <div className="voucher-code__row">
        <code className="voucher-code__code">{code}</code>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            void copyText(code).then((copied) => setCopy(copied ? 'copied' : 'failed'));
          }}
        >
          {copy === 'copied' ? (
            <Check aria-hidden="true" size={16} />
          ) : (
            <Copy aria-hidden="true" size={16} />
          )}
          Copy
        </Button>
      </div>
      <span className="voucher-code__status" role="status">
        {copy === 'copied' ? CODE_COPIED : copy === 'failed' ? 'Select the code to copy it' : ''}
      </span>
    </div>
  );
}
