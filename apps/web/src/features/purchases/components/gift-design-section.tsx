import { useId, useState } from 'react';
import { Gift, ImageOff } from 'lucide-react';
import type { GiftDesignList } from '@stepup/contracts';
import { GIFT_DESIGN_PICKER_TEXT as T, formatPounds } from '@stepup/domain';
import { cx } from '@stepup/ui';
import { useGiftDesigns } from '../api/get-gift-designs';
import './gift-design-section.css';

// The gift form's design picker and the live preview of what the recipient gets
// (docs/product.md#gift-designs). Loaded on demand with the gift form (ADR 056): nothing here is
// in the campaign page's first load.

/** What the preview shows besides the design: as typed, and as the server will price it. */
export interface GiftPreviewFacts {
  recipientName: string;
  senderName: string | null;
  message: string;
  faceValuePence: number | null;
  companyName: string;
  campaignImageUrl: string | null;
}

type Category = GiftDesignList['categories'][number];

/**
 * A radio group of designs with thumbnails, the campaign's own image first (the default), and
 * category filters above it. Native radios: Tab reaches the group, the arrow keys move the choice.
 */
export function GiftDesignPicker({
  categories,
  value,
  onChange,
  campaignImageUrl,
}: {
  categories: Category[];
  value: string | null;
  onChange: (designId: string | null) => void;
  campaignImageUrl: string | null;
}) {
  const id = useId();
  const [filter, setFilter] = useState<string | null>(null);
  const shown = filter === null ? categories : categories.filter((c) => c.id === filter);
  return (
    <fieldset className="gift-designs" aria-describedby={`${id}-hint`}>
      <legend className="gift-designs__legend">{T.legend}</legend>
      <p className="gift-designs__hint" id={`${id}-hint`}>
        {T.hint}
      </p>
      {categories.length > 1 ? (
        <div className="gift-designs__filters" role="group" aria-label={T.filterLabel}>
          {[{ id: null, name: T.all } as { id: string | null; name: string }, ...categories].map(
            (c) => (
              <button
                key={c.id ?? 'all'}
                type="button"
                className={cx('gift-designs__filter', filter === c.id && 'is-on')}
                aria-pressed={filter === c.id}
                onClick={() => setFilter(c.id)}
              >
                {c.name}
              </button>
            ),
          )}
        </div>
      ) : null}
      <div className="gift-designs__grid">
        <DesignOption
          name={`${id}-design`}
          label={T.campaignImage}
          imageUrl={campaignImageUrl}
          checked={value === null}
          onChoose={() => onChange(null)}
        />
        {shown.flatMap((category) =>
          category.designs.map((design) => (
            <DesignOption
              key={design.id}
              name={`${id}-design`}
              label={design.name}
              detail={filter === null ? category.name : undefined}
              imageUrl={design.imageUrl}
              checked={value === design.id}
              onChoose={() => onChange(design.id)}
            />
          )),
        )}
      </div>
    </fieldset>
  );
}

function DesignOption({
  name,
  label,
  detail,
  imageUrl,
  checked,
  onChoose,
}: {
  name: string;
  label: string;
  detail?: string | undefined;
  imageUrl: string | null;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className={cx('gift-design', checked && 'is-checked')}>
      <input
        type="radio"
        name={name}
        className="gift-design__input"
        checked={checked}
        onChange={onChoose}
      />
      <span className="gift-design__thumb">
        {imageUrl ? (
          <img src={imageUrl} alt="" width={160} height={80} loading="lazy" decoding="async" />
        ) : (
          <ImageOff aria-hidden="true" size={20} />
        )}
      </span>
      <span className="gift-design__name">
        {label}
        {detail ? <span className="gift-design__detail"> {detail}</span> : null}
      </span>
    </label>
  );
}

/** What the recipient will get, as the buyer types: the design, the message, value and business. */
export function GiftPreview({
  imageUrl,
  designName,
  facts,
}: {
  imageUrl: string | null;
  designName: string;
  facts: GiftPreviewFacts;
}) {
  const id = useId();
  const recipient = facts.recipientName.trim();
  const sender = facts.senderName?.trim();
  return (
    <section className="gift-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="gift-preview__title">
        {T.previewTitle}
      </h3>
      <div className="gift-preview__card">
        <div className="gift-preview__picture">
          {imageUrl ? (
            <img src={imageUrl} alt={designName} width={540} height={270} />
          ) : (
            <span className="gift-preview__no-picture">
              <Gift aria-hidden="true" size={32} />
            </span>
          )}
        </div>
        <div className="gift-preview__body">
          {recipient ? <p className="gift-preview__to">{T.previewTo(recipient)}</p> : null}
          {sender ? <p className="gift-preview__from">{T.previewFrom(sender)}</p> : null}
          <blockquote
            className={cx('gift-preview__message', !facts.message.trim() && 'is-empty')}
            data-testid="gift-preview-message"
          >
            {facts.message.trim() ? facts.message : T.previewNoMessage}
          </blockquote>
          <dl className="gift-preview__facts">
            <div>
              <dt>{T.previewValue}</dt>
              <dd className="tabular">
                {facts.faceValuePence === null ? '—' : formatPounds(facts.faceValuePence)}
              </dd>
            </div>
            <div>
              <dt>{T.previewBusiness}</dt>
              <dd>{facts.companyName}</dd>
            </div>
            <div>
              <dt>{T.previewCode}</dt>
              <dd className="gift-preview__code">{T.previewCodeSample}</dd>
            </div>
          </dl>
          <p className="gift-preview__redeem">{T.previewRedeem}</p>
        </div>
      </div>
    </section>
  );
}

/**
 * The gift form's design picker and preview together: the designs as the server lists them (none
 * offered, or the list not loaded yet: only the campaign's own image), the chosen one previewed.
 */
export function GiftDesignSection({
  value,
  onChange,
  facts,
}: {
  value: string | null;
  onChange: (designId: string | null) => void;
  facts: GiftPreviewFacts;
}) {
  const designs = useGiftDesigns();
  const categories = designs.data?.categories ?? [];
  const chosen = value
    ? categories.flatMap((c) => c.designs).find((design) => design.id === value)
    : undefined;
  return (
    <div className="gift-design-section">
      <GiftDesignPicker
        categories={categories}
        value={chosen ? chosen.id : null}
        onChange={onChange}
        campaignImageUrl={facts.campaignImageUrl}
      />
      <GiftPreview
        imageUrl={chosen ? chosen.imageUrl : facts.campaignImageUrl}
        designName={chosen ? chosen.name : T.campaignImage}
        facts={facts}
      />
    </div>
  );
}
