import type { CSSProperties } from 'react';
import type { PressItem } from '@stepup/contracts';
import { usePress } from '../api/get-press';
import './press-logos.css';

function PressLogo({ item, hidden }: { item: PressItem; hidden?: boolean }) {
  const logo = item.imageUrl ? (
    <img src={item.imageUrl} alt="" width={180} height={60} loading="lazy" />
  ) : (
    <span className="press-logos__wordmark">{item.publication}</span>
  );
  const name = `${item.publication}: ${item.title}`;
  return (
    <li className="press-logos__item" aria-hidden={hidden || undefined}>
      {item.url ? (
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${name} (opens in a new tab)`}
          title={name}
          tabIndex={hidden ? -1 : undefined}
        >
          {logo}
        </a>
      ) : (
        <span title={name}>
          {logo}
          <span className="ui-visually-hidden">{name}</span>
        </span>
      )}
    </li>
  );
}

/**
 * The home page's press-logo carousel (docs/product.md#content-and-marketing-pages): the publications that wrote about us, each
 * linking to its article. The strip moves slowly, pauses on hover or keyboard focus, and stands
 * still (wrapping into rows) for people who prefer reduced motion. Nothing shows without press.
 */
export function PressLogos() {
  const { data: press } = usePress();
  if (!press || press.length === 0) return null;
  return (
    <section className="press-logos" aria-labelledby="press-logos-title">
      <h2 id="press-logos-title" className="press-logos__title">
        As featured in
      </h2>
      <div
        className="press-logos__viewport"
        style={{ '--press-count': press.length } as CSSProperties}
      >
        <ul className="press-logos__track">
          {press.map((item) => (
            <PressLogo key={item.id} item={item} />
          ))}
          {/* A second copy makes the loop seamless; it is hidden from assistive technology. */}
          {press.map((item) => (
            <PressLogo key={`copy-${item.id}`} item={item} hidden />
          ))}
        </ul>
      </div>
    </section>
  );
}
