import type { ReactElement } from 'react';
import { Navigate, useParams } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@stepup/ui';
import { CategoriesRoute } from '../routes/categories';
import { CategoryRoute } from '../routes/category';
import { HomeRoute } from '../routes/home';
import { NotFoundRoute } from '../routes/not-found';
import { BareLayout } from './layout/bare-layout';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';

// Screens past the home page and the catalog load on demand (see lazyPage): the sign-in, sign-up
// and email pages too, whose forms and checks a visitor browsing the catalog never needs.
const EmailVerifyRoute = lazyPage(() => import('../routes/email-verify'), 'EmailVerifyRoute');
const EmailVerifySuccessRoute = lazyPage(
  () => import('../routes/email-verify-success'),
  'EmailVerifySuccessRoute',
);
const EmailVerifyUpdateRoute = lazyPage(
  () => import('../routes/email-verify-update'),
  'EmailVerifyUpdateRoute',
);
const LoginRoute = lazyPage(() => import('../routes/login'), 'LoginRoute');
const ResetPasswordConfirmRoute = lazyPage(
  () => import('../routes/reset-password-confirm'),
  'ResetPasswordConfirmRoute',
);
const ResetPasswordRoute = lazyPage(() => import('../routes/reset-password'), 'ResetPasswordRoute');
const SignupRoute = lazyPage(() => import('../routes/signup'), 'SignupRoute');
const AboutUsRoute = lazyPage(() => import('../routes/about-us'), 'AboutUsRoute');
const AppPrivacyPolicyRoute = lazyPage(
  () => import('../routes/app-privacy-policy'),
  'AppPrivacyPolicyRoute',
);
const AppTermsRoute = lazyPage(() => import('../routes/app-t-and-c'), 'AppTermsRoute');
const BusinessRoute = lazyPage(() => import('../routes/business'), 'BusinessRoute');
const BusinessPrivacyPolicyRoute = lazyPage(
  () => import('../routes/business-privacy-policy'),
  'BusinessPrivacyPolicyRoute',
);
const BusinessTermsRoute = lazyPage(
  () => import('../routes/business-t-and-c'),
  'BusinessTermsRoute',
);
const CampaignRoute = lazyPage(() => import('../routes/campaign'), 'CampaignRoute');
const CookiesRoute = lazyPage(() => import('../routes/cookies'), 'CookiesRoute');
const ForMeRoute = lazyPage(() => import('../routes/for-me'), 'ForMeRoute');
const OfferRoute = lazyPage(() => import('../routes/offer'), 'OfferRoute');
const RateRoute = lazyPage(() => import('../routes/rate'), 'RateRoute');
const OurStoriesRoute = lazyPage(() => import('../routes/our-stories'), 'OurStoriesRoute');
const OurStoryRoute = lazyPage(() => import('../routes/our-story'), 'OurStoryRoute');
const PaymentRequestSuccessRoute = lazyPage(
  () => import('../routes/payment-request-success'),
  'PaymentRequestSuccessRoute',
);
const PaymentSuccessRoute = lazyPage(
  () => import('../routes/payment-success'),
  'PaymentSuccessRoute',
);
const TermsRoute = lazyPage(() => import('../routes/terms'), 'TermsRoute');
const PrivacyRoute = lazyPage(() => import('../routes/privacy'), 'PrivacyRoute');

/** The old address /campaigns/{id} lands on the canonical /campaign/{id}. */
function CampaignsRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/campaign/${encodeURIComponent(id)}`} replace />;
}

const home = { to: '/', label: 'Go to the home page' };
/** A page's error: caught inside the layout, so the header and footer stay. */
const pageErrors = <RouteErrorBoundary home={home} className="ui-container" />;
/** An error that takes the layout down with it. */
const withLayoutErrors = (layout: ReactElement) => (
  <RouteErrorBoundary home={home} className="ui-container" standalone>
    {layout}
  </RouteErrorBoundary>
);

/** The customer site's routes (docs/product.md#customer-site-routes). Tests mount them in a memory router (@stepup/ui/testing). */
export const routes: RouteObject[] = [
  {
    element: withLayoutErrors(<RootLayout />),
    children: [
      {
        element: pageErrors,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'login', element: <LoginRoute /> },
          { path: 'signup', element: <SignupRoute /> },
          { path: 'reset-password', element: <ResetPasswordRoute /> },
          { path: 'email-verify-success', element: <EmailVerifySuccessRoute /> },
          { path: 'categories', element: <CategoriesRoute /> },
          { path: 'categories/:id', element: <CategoryRoute /> },
          { path: 'campaign/:id', element: <CampaignRoute /> },
          { path: 'campaigns/:id', element: <CampaignsRedirect /> },
          { path: 'payment-success/:id', element: <PaymentSuccessRoute /> },
          { path: 'payment-request-success/:id', element: <PaymentRequestSuccessRoute /> },
          { path: 'offers/:offerId', element: <OfferRoute /> },
          { path: 'rate/:voucherId', element: <RateRoute /> },
          { path: 'business', element: <BusinessRoute /> },
          { path: 'for-me', element: <ForMeRoute /> },
          { path: 'about-us', element: <AboutUsRoute /> },
          { path: 'our-stories', element: <OurStoriesRoute /> },
          { path: 'our-stories/:id', element: <OurStoryRoute /> },
          { path: 'cookies', element: <CookiesRoute /> },
          { path: 'business-t-and-c', element: <BusinessTermsRoute /> },
          { path: 'business-privacy-policy', element: <BusinessPrivacyPolicyRoute /> },
          { path: 'app-t-and-c', element: <AppTermsRoute /> },
          { path: 'app-privacy-policy', element: <AppPrivacyPolicyRoute /> },
          { path: 'terms', element: <TermsRoute /> },
          { path: 'privacy', element: <PrivacyRoute /> },
          { path: 'pages/404', element: <NotFoundRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
  {
    // docs/product.md#customer-site-routes: the reset-password and email verification pages have no header or footer.
    element: withLayoutErrors(<BareLayout />),
    children: [
      { path: 'reset-password-confirm', element: <ResetPasswordConfirmRoute /> },
      { path: 'email-verify', element: <EmailVerifyRoute /> },
      { path: 'email-verify-update', element: <EmailVerifyUpdateRoute /> },
    ],
  },
];
