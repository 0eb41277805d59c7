import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link2, Mail } from 'lucide-react';
import { copyText } from '../../../lib/copy-text';
import './share-campaign.css';
import { LINK_COPIED } from '@stepup/domain';

const noChange = () => () => {};

/** Share a campaign (docs/product.md#campaign-page: share icon): an email link, and copying the page's link. */
export function ShareCampaign({ title, path }: { title: string; path: string }) {
  // The server's HTML (ADR 043) links the path; the browser makes it absolute once hydrated.
  const origin = useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => '',
  );
  const url = origin ? new URL(path, origin).href : path;
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(
    `${title}\n${url}`,
  )}`;

  return (
    <div className="share">
      <a className="share__action" href={mailto} aria-label="Share by email" title="Share by email">
        <Mail aria-hidden="true" size={20} />
      </a>
      <button
        type="button"
        className="share__action"
        aria-label="Copy link"
        title="Copy link"
        onClick={() => {
          void copyText(url).then((copied) => setStatus(copied ? 'copied' : 'failed'));
        }}
      >
        <Link2 aria-hidden="true" size={20} />
      </button>
      <span className="share__status" role="status">
        {status === 'copied' ? LINK_COPIED : status === 'failed' ? `Copy this link: ${url}` : ''}
      </span>
    </div>
  );
}
