import { Navigate, useParams } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteError } from '@stepup/ui';
import { AboutUsRoute } from '../routes/about-us';
import { AppPrivacyPolicyRoute } from '../routes/app-privacy-policy';
import { AppTermsRoute } from '../routes/app-t-and-c';
import { BusinessRoute } from '../routes/business';
import { BusinessPrivacyPolicyRoute } from '../routes/business-privacy-policy';
import { BusinessTermsRoute } from '../routes/business-t-and-c';
import { CampaignRoute } from '../routes/campaign';
import { CategoriesRoute } from '../routes/categories';
import { CategoryRoute } from '../routes/category';
import { CookiesRoute } from '../routes/cookies';
import { EmailVerifyRoute } from '../routes/email-verify';
import { EmailVerifySuccessRoute } from '../routes/email-verify-success';
import { EmailVerifyUpdateRoute } from '../routes/email-verify-update';
import { ForMeRoute } from '../routes/for-me';
import { HomeRoute } from '../routes/home';
import { LoginRoute } from '../routes/login';
import { NotFoundRoute } from '../routes/not-found';
import { OurStoriesRoute } from '../routes/our-stories';
import { OurStoryRoute } from '../routes/our-story';
import { PaymentRequestSuccessRoute } from '../routes/payment-request-success';
import { PaymentSuccessRoute } from '../routes/payment-success';
import { ResetPasswordRoute } from '../routes/reset-password';
import { ResetPasswordConfirmRoute } from '../routes/reset-password-confirm';
import { SignupRoute } from '../routes/signup';
import { BareLayout } from './layout/bare-layout';
import { RootLayout } from './layout/root-layout';

/** The spec's "other reading" /campaigns/{id} lands on the canonical /campaign/{id}. */
function CampaignsRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/campaign/${encodeURIComponent(id)}`} replace />;
}

const home = { to: '/', label: 'Go to the home page' };
/** A page's error: inside the layout, so the header and footer stay. */
const pageError = <RouteError home={home} className="ui-container" />;
/** An error that takes the layout down with it. */
const layoutError = <RouteError home={home} className="ui-container" standalone />;

/** The customer site's routes (spec §2). Tests mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: layoutError,
    children: [
      {
        errorElement: pageError,
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
          { path: 'pages/404', element: <NotFoundRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
  {
    // Spec: the reset-password and email verification pages have no header or footer.
    element: <BareLayout />,
    errorElement: layoutError,
    children: [
      { path: 'reset-password-confirm', element: <ResetPasswordConfirmRoute /> },
      { path: 'email-verify', element: <EmailVerifyRoute /> },
      { path: 'email-verify-update', element: <EmailVerifyUpdateRoute /> },
    ],
  },
];
