import type { CampaignRequestBody } from '@stepup/contracts';
import { amountPaidPence, formatPounds, stepLabel } from '@stepup/domain';
import { CampaignCardView } from '@stepup/ui';

const usable = (n: number) => Number.isFinite(n) && n > 0;

/**
 * How customers will see the campaign: its card in the grid (the customer site's own card) and
 * its three steps with what each voucher costs at that step.
 */
export function CampaignPreview({
  companyName,
  draft,
}: {
  companyName: string;
  draft: CampaignRequestBody;
}) {
  const faces = draft.faceValuesPence.map((f) => (usable(f) ? f : 0));
  const discounts = draft.discounts.map((d) => (usable(d) ? d : 0)) as [number, number, number];
  return (
    <section className="campaign-preview" aria-labelledby="campaign-preview-title">
      <h2 id="campaign-preview-title" className="campaign-preview__title">
        Preview: what customers see
      </h2>
      <div className="campaign-card campaign-preview__card">
        <CampaignCardView
          companyName={companyName}
          campaignName={draft.name.trim() || 'Your campaign'}
          primaryImageUrl={null}
          logoUrl={null}
          discounts={discounts}
          faceValuesPence={faces}
        />
      </div>
      <ol className="campaign-preview__steps">
        {([1, 2, 3] as const).map((step) => (
          <li key={step} className="campaign-preview__step">
            <span className="campaign-preview__step-label">{stepLabel(step, discounts)}</span>
            <span className="campaign-preview__prices tabular">
              {faces.map((face, i) => (
                <span key={i}>
                  {face > 0
                    ? `${formatPounds(face)} for ${formatPounds(amountPaidPence(face, discounts[step - 1]!))}`
                    : '—'}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
