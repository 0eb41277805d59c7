import { Link } from 'react-router';
import { Card, PageTitle } from '@stepup/ui';
import { OnboardingChecklist } from '../features/onboarding/onboarding-checklist';
import { SetupHelpVideos } from '../features/site-content/components/setup-help-videos';
import '../features/basic-information/basic-information.css';

/** /setup-help: what each campaign prerequisite (docs/product.md#campaign-prerequisites) means and where it is done. */
export function SetupHelpRoute() {
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Company', 'Setup Help']}
        lead="Step-by-step help to get your first campaign live."
      >
        Setup Help
      </PageTitle>
      <OnboardingChecklist />
      <SetupHelpVideos />
      <Card padded className="company-section" aria-labelledby="setup-steps-title">
        <h2 id="setup-steps-title" className="company-section__title">
          Before your first campaign
        </h2>
        <p className="company-section__lead">
          A campaign request needs all of these. Most take a few minutes; you can do them in any
          order.
        </p>
        <ol className="setup-help__steps">
          <li>
            <h3>Connect your website</h3>
            <p>
              On <Link to="/api">Website Connection</Link>, enter your shop’s web address and the
              access token your shop platform gives you.
            </p>
          </li>
          <li>
            <h3>Connect payments</h3>
            <p>
              On <Link to="/payments">Payments</Link>, connect the account customers pay into. You
              keep every penny of standard vouchers: no setup fees, no commission.
            </p>
          </li>
          <li>
            <h3>Company data</h3>
            <p>
              On <Link to="/basic-information#company-details">Basic Information</Link>, add your
              trading name and a contact email.
            </p>
          </li>
          <li>
            <h3>Compliance data</h3>
            <p>
              Add your Companies House number and registered address under{' '}
              <Link to="/basic-information#compliance">Compliance data</Link>.
            </p>
          </li>
          <li>
            <h3>Primary image and logo</h3>
            <p>
              Upload them under <Link to="/basic-information#images">Images</Link>: the logo at
              least 100 × 100 px, the primary and voucher images at least 540 × 270 px, all at most
              4096 × 2160 px. A 2:1 picture fits campaign cards best.
            </p>
          </li>
          <li>
            <h3>Category, website and description</h3>
            <p>
              Choose the category customers find you in, add your website (starting with http:// or
              https://) and a few sentences about what you offer.
            </p>
          </li>
          <li>
            <h3>Request your campaign</h3>
            <p>
              When every step is ticked, <Link to="/new-voucher">create a new campaign</Link>. We
              review it and tell you by email when it is live.
            </p>
          </li>
        </ol>
      </Card>
    </div>
  );
}
