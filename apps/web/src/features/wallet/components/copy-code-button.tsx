import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { copyText } from '../../../lib/copy-text';

/** How long 'Copied' stays after a copy. */
export const COPIED_MS = 2500;

/** Copies a voucher code; 'Copied' is announced and shown beside the icon. */
export function CopyCodeButton({ code }: { code: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <span className="copy-code">
      <button
        type="button"
        className="copy-code__button"
        aria-label={`Copy code ${code}`}
        title="Copy code"
        onClick={() => void copyText(code).then((ok) => setState(ok ? 'copied' : 'failed'))}
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" size={18} />
        ) : (
          <Copy aria-hidden="true" size={18} />
        )}
      </button>
      <span className="copy-code__status" role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select the code to copy it' : ''}
      </span>
    </span>
  );
}
