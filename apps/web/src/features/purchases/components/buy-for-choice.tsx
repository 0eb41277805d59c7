import { Gift, User } from 'lucide-react';
import { cx } from '@stepup/ui';

export type BuyFor = 'self' | 'gift';

/** 'Who is it for?': Myself or Gift. */
export function BuyForChoice({
  value,
  onChange,
}: {
  value: BuyFor;
  onChange: (value: BuyFor) => void;
}) {
  const giving = value === 'gift';
  return (
    <fieldset className="purchase__group">
      <legend>Who is it for?</legend>
      <div className="purchase-for">
        <label className={cx('purchase-for__option', !giving && 'is-checked')}>
          <input
            type="radio"
            name="buy-for"
            value="self"
            checked={!giving}
            onChange={() => onChange('self')}
          />
          <User aria-hidden="true" size={18} /> Myself
        </label>
        <label
          className={cx(
            'purchase-for__option',
            'purchase-for__option--gift',
            giving && 'is-checked',
          )}
        >
          <input
            type="radio"
            name="buy-for"
            value="gift"
            checked={giving}
            onChange={() => onChange('gift')}
          />
          <Gift aria-hidden="true" size={18} /> Gift
        </label>
      </div>
    </fieldset>
  );
}
