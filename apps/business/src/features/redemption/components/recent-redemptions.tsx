import type { RecentRedemption } from '@stepup/contracts';
import {
  formatPounds,
  TILL_CHANNELS,
  TILL_RECENT_EMPTY,
  TILL_RECENT_FAILED,
  TILL_RECENT_TITLE,
  ukDateKey,
  ukDayAndTime,
  ukTimeOfDay,
} from '@stepup/domain';
import { useRecentRedemptions } from '../api/recent-redemptions';

/** Today's as the time alone (14:05), earlier ones with their day (25 Nov, 14:05), in UK time. */
const when = (usedAt: string) =>
  ukDateKey(usedAt) === ukDateKey(new Date()) ? ukTimeOfDay(usedAt) : ukDayAndTime(usedAt);

/** Who or what used it: the member at a till, else the channel; and the site, if any. */
function byWhom(item: RecentRedemption) {
  const who =
    item.channel === 'till' ? (item.redeemedBy ?? TILL_CHANNELS.till) : TILL_CHANNELS[item.channel];
  return item.siteName ? `${who} · ${item.siteName}` : who;
}

/** The company's latest redemptions under the till, newest first (refreshed after each one). */
export function RecentRedemptions({ timeoutMs }: { timeoutMs: number }) {
  const recent = useRecentRedemptions(timeoutMs);
  const items = recent.data?.redemptions;
  return (
    <section className="till-recent" aria-labelledby="till-recent-title">
      <h2 id="till-recent-title" className="till-recent__title">
        {TILL_RECENT_TITLE}
      </h2>
      {items === undefined ? (
        recent.isError ? (
          <p className="till-recent__note">{TILL_RECENT_FAILED}</p>
        ) : null
      ) : items.length === 0 ? (
        <p className="till-recent__note">{TILL_RECENT_EMPTY}</p>
      ) : (
        <ol className="till-recent__list">
          {items.map((item) => (
            <li key={`${item.usedAt}-${item.code}`} className="till-recent__item">
              <time dateTime={item.usedAt} className="till-recent__time tabular">
                {when(item.usedAt)}
              </time>
              <span className="till-recent__code tabular">
                <span aria-hidden="true">{item.code}</span>
                <span className="ui-visually-hidden">Code ending {item.code.slice(-5)}</span>
              </span>
              <span className="till-recent__value tabular">
                {formatPounds(item.faceValuePence)}
              </span>
              <span className="till-recent__campaign">{item.campaignName}</span>
              <span className="till-recent__by">{byWhom(item)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
