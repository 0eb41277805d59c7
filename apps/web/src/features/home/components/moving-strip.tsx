import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Pause, Play } from 'lucide-react';
import { shuffled, stripSlides, stripSlidesPerView } from '@stepup/domain';
import type { CampaignSummary } from '@stepup/contracts';
import { useInBrowser, usePrefersReducedMotion, useViewportWidth } from '../hooks/use-viewport';
import './moving-strip.css';

/** Seconds each slide takes to cross one slot: slow enough to read a picture. */
const SECONDS_PER_SLIDE = 4;

/**
 * The home page's moving strip of campaign pictures, in random order (shuffled once per visit),
 * 2 to 6 per view by width and at least 6 slides (short lists repeat). It loops by showing the
 * slides twice; it pauses on hover and focus, has a Pause button (WCAG 2.2.2), and stands still
 * for people who ask for reduced motion.
 */
export function MovingStrip({
  campaigns,
  random = Math.random,
}: {
  campaigns: CampaignSummary[];
  random?: () => number;
}) {
  const width = useViewportWidth();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  // The server's HTML has the list's own order; the browser shuffles it once hydrated.
  const inBrowser = useInBrowser();
  const slides = useMemo(
    () => stripSlides(inBrowser ? shuffled(campaigns, random) : campaigns),
    [campaigns, random, inBrowser],
  );
  if (slides.length === 0) return null;

  const perView = stripSlidesPerView(width ?? 0);
  const moving = !reducedMotion;
  const style = {
    // Until the width is known, moving-strip.css's media queries give the same numbers.
    ...(width === undefined ? {} : { '--strip-per-view': perView }),
    '--strip-duration': `${slides.length * SECONDS_PER_SLIDE}s`,
  } as React.CSSProperties;

  const slide = (campaign: CampaignSummary, index: number, copy: boolean) => (
    <li key={`${copy ? 'copy' : 'slide'}-${index}`} className="moving-strip__slide">
      <Link
        to={`/campaign/${encodeURIComponent(campaign.id)}`}
        tabIndex={copy ? -1 : undefined}
        className="moving-strip__link"
      >
        {campaign.primaryImageUrl ? (
          <img
            src={campaign.primaryImageUrl}
            alt={copy ? '' : `${campaign.name} at ${campaign.company.name}`}
            width={540}
            height={270}
            loading={index < perView ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="moving-strip__placeholder">
            {copy ? null : `${campaign.name} at ${campaign.company.name}`}
          </span>
        )}
      </Link>
    </li>
  );

  return (
    <section
      className="moving-strip"
      aria-label="Campaign pictures"
      data-moving={moving && !paused}
      style={style}
    >
      <div className="moving-strip__viewport">
        <div className="moving-strip__track">
          <ul className="moving-strip__list" data-testid="strip-slides">
            {slides.map((c, i) => slide(c, i, false))}
          </ul>
          {moving ? (
            <ul className="moving-strip__list" aria-hidden="true">
              {slides.map((c, i) => slide(c, i, true))}
            </ul>
          ) : null}
        </div>
      </div>
      {moving ? (
        <button
          type="button"
          className="moving-strip__toggle"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
        >
          {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
          <span className="ui-visually-hidden">Pause the moving pictures</span>
        </button>
      ) : null}
    </section>
  );
}
