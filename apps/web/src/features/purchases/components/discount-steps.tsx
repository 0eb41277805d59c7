import { Check, Lock, Sparkles } from 'lucide-react';
import { STEPS, stepLabel } from '@stepup/domain';
import type { StepState } from '@stepup/domain';
import type { CampaignDetail } from '@stepup/contracts';
import { cx } from '@stepup/ui';

/**
 * The ladder with this customer's step: steps bought (struck through), the current one ('Your
 * step'), the locked ones, and the custom offer; the chosen one is highlighted.
 */
export function DiscountSteps({
  discounts,
  states,
  custom,
  customOffers = true,
}: {
  discounts: CampaignDetail['campaign']['discounts'];
  states: readonly StepState[];
  custom: boolean;
  /** Whether the campaign takes custom offers (the fourth tile shows only then). */
  customOffers?: boolean;
}) {
  return (
    <ol className={cx('purchase-steps', !customOffers && 'purchase-steps--ladder-only')}>
      {STEPS.map((s, index) => {
        const state = states[index];
        const label = stepLabel(s, discounts);
        const active = !custom && state === 'current';
        return (
          <li
            key={s}
            className={cx(
              'purchase-steps__step',
              `purchase-steps__step--${state}`,
              active && 'is-active',
            )}
          >
            <span className="purchase-steps__number">
              {state === 'bought' ? (
                <Check aria-hidden="true" size={14} />
              ) : state === 'locked' ? (
                <Lock aria-hidden="true" size={14} />
              ) : null}
              Step {s}
            </span>
            {state === 'bought' ? (
              <s className="purchase-steps__label">
                {label}
                <span className="ui-visually-hidden"> (unlocked)</span>
              </s>
            ) : (
              <span className="purchase-steps__label">{label}</span>
            )}
            {state === 'current' ? <span className="purchase-steps__you">Your step</span> : null}
          </li>
        );
      })}
      {customOffers ? (
        <li
          className={cx(
            'purchase-steps__step',
            'purchase-steps__step--custom',
            custom && 'is-active',
          )}
        >
          <span className="purchase-steps__number">
            <Sparkles aria-hidden="true" size={14} /> Your offer
          </span>
          <span className="purchase-steps__label">Custom</span>
        </li>
      ) : null}
    </ol>
  );
}
