import { CheckCircle2, XCircle } from 'lucide-react';

/** The payment's state as a heading: a spinner while processing, a tick, or a cross. */
export function StatusHeading({
  tone,
  children,
}: {
  tone: 'processing' | 'complete' | 'failed';
  children: string;
}) {
  return (
    <h2 className={`payment-status payment-status--${tone}`}>
      {tone === 'processing' ? (
        <span className="ui-spinner" aria-hidden="true">
          <span className="ui-spinner__ring" />
        </span>
      ) : tone === 'complete' ? (
        <CheckCircle2 aria-hidden="true" size={28} />
      ) : (
        <XCircle aria-hidden="true" size={28} />
      )}
      <span>{children}</span>
    </h2>
  );
}
