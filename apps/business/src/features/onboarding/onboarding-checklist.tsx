import { Link } from 'react-router';
import { CheckCircle2, Circle, PartyPopper } from 'lucide-react';
import { ApiError } from '@stepup/contracts';
import { onboardingChecklist, PAYMENTS_STILL_DUE_LINK, paymentsStillDueNote } from '@stepup/domain';
import { Alert, Card } from '@stepup/ui';
import { useCompanySetup } from './api/get-company-setup';
import { SetupHint } from './setup-hint';
import './onboarding.css';

/**
 * The onboarding checklist at the top of /dashboard: the campaign prerequisites (docs/product.md#campaign-prerequisites) for
 * the signed-in user's company, each linking to where it is done, with the setup hint popover.
 * It fetches its own data; for someone who is not a company member it renders nothing.
 */
export function OnboardingChecklist() {
  const setup = useCompanySetup();

  if (setup.isPending) {
    return (
      <Card padded className="onboarding onboarding--loading" aria-busy="true">
        <span className="onboarding__skeleton" />
        <span className="ui-visually-hidden">Loading your setup checklist</span>
      </Card>
    );
  }
  if (setup.isError) {
    const notACompany =
      setup.error instanceof ApiError && (setup.error.status === 401 || setup.error.status === 403);
    if (notACompany) return null;
    return (
      <Alert tone="danger">Your setup checklist could not be loaded. Please reload the page.</Alert>
    );
  }

  const list = onboardingChecklist(setup.data.facts);
  const headingId = 'onboarding-heading';
  // Payments connected, but not paid out yet or Stripe asks for more: said under the steps.
  const payments = setup.data.payments;
  const paymentsNote =
    setup.data.facts.paymentsConnection && payments ? paymentsStillDueNote(payments) : null;
  const paymentsAlert = paymentsNote ? (
    <Alert tone="info" className="onboarding__payments">
      {paymentsNote} <Link to="/payments">{PAYMENTS_STILL_DUE_LINK}</Link>
    </Alert>
  ) : null;

  if (list.complete) {
    return (
      <Card padded className="onboarding onboarding--complete" aria-labelledby={headingId}>
        <PartyPopper aria-hidden="true" size={24} className="onboarding__complete-icon" />
        <div>
          <h2 id={headingId} className="onboarding__title">
            Your setup is complete
          </h2>
          <p className="onboarding__lead">
            Everything a campaign needs is in place.{' '}
            <Link to="/new-voucher">Create a new campaign</Link>
          </p>
          {paymentsAlert}
        </div>
      </Card>
    );
  }

  const percent = Math.round((list.doneCount / list.total) * 100);
  return (
    <Card padded className="onboarding" aria-labelledby={headingId}>
      <div className="onboarding__header">
        <div>
          <h2 id={headingId} className="onboarding__title">
            Get ready to sell
          </h2>
          <p className="onboarding__lead">
            Complete these steps before you request your first campaign.
          </p>
        </div>
        <SetupHint />
      </div>
      <div className="onboarding__progress">
        <span className="onboarding__count">
          {list.doneCount} of {list.total} done
        </span>
        <progress
          className="onboarding__bar"
          max={list.total}
          value={list.doneCount}
          aria-label={`Setup progress: ${percent}%`}
        />
      </div>
      <ol className="onboarding__steps">
        {list.steps.map((step) => (
          <li key={step.key} className="onboarding__step" data-done={step.done}>
            {step.done ? (
              <>
                <CheckCircle2 aria-hidden="true" size={20} className="onboarding__icon--done" />
                <span>
                  {step.label}
                  <span className="ui-visually-hidden"> (done)</span>
                </span>
              </>
            ) : (
              <>
                <Circle aria-hidden="true" size={20} className="onboarding__icon--todo" />
                <Link to={step.href}>
                  {step.label}
                  <span className="ui-visually-hidden"> (to do)</span>
                </Link>
              </>
            )}
          </li>
        ))}
      </ol>
      {paymentsAlert}
    </Card>
  );
}
