import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@stepup/ui';
import { AdminGate } from '../features/account/components/admin-gate';
import { AdminAreaGate } from '../features/admin-access/components/admin-area-gate';
import { CompanyGate, HomeRedirect } from '../features/account/components/company-gate';
import { AccountRoute } from '../routes/account';
import { AdminActionsRoute } from '../routes/admin/admin-actions';
import { AdminAdminsRoute } from '../routes/admin/admins';
import { AdminCampaignsRoute } from '../routes/admin/campaigns';
import { AdminCompaniesRoute } from '../routes/admin/companies';
import { AdminCompanyRoute } from '../routes/admin/company';
import { AdminCompanyViewRoute } from '../routes/admin/company-view';
import { AdminContentManagementRoute } from '../routes/admin/content-management';
import { AdminCustomersRoute } from '../routes/admin/customers';
import { AdminDashboardRoute } from '../routes/admin/dashboard';
import { AdminGiftingRoute } from '../routes/admin/gifting';
import { AdminNotificationsRoute } from '../routes/admin/notifications';
import { AdminPaymentsRoute } from '../routes/admin/payments';
import { AdminPerksRoute } from '../routes/admin/perks';
import { AdminRatingsRoute } from '../routes/admin/ratings';
import { AdminRolesRoute } from '../routes/admin/roles';
import { BasicInformationRoute } from '../routes/basic-information';
import { DashboardRoute } from '../routes/dashboard';
import { DevMailboxRoute } from '../routes/dev-mailbox';
import { EmailVerifyRoute } from '../routes/email-verify';
import { EmailVerifySuccessRoute } from '../routes/email-verify-success';
import { EmailVerifyUpdateRoute } from '../routes/email-verify-update';
import { LoginRoute } from '../routes/login';
import { NewVoucherRoute } from '../routes/new-voucher';
import { NotFoundRoute } from '../routes/not-found';
import { OffersRoute } from '../routes/offers';
import { PaymentsRoute } from '../routes/payments';
import { PerksRoute } from '../routes/perks';
import { RatingsRoute } from '../routes/ratings';
import { RedeemRoute } from '../routes/redeem';
import { ResetPasswordRoute } from '../routes/reset-password';
import { ResetPasswordConfirmRoute } from '../routes/reset-password-confirm';
import { SetupHelpRoute } from '../routes/setup-help';
import { SignupRoute } from '../routes/signup';
import { TeamRoute } from '../routes/team';
import { TeamInviteRoute } from '../routes/team-invite';
import { WebsiteConnectionRoute } from '../routes/website-connection';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { BareLayout } from './layout/bare-layout';

const home = { to: '/dashboard', label: 'Go to the dashboard' };
/** A page's error: caught inside the layout, so the top bar (and sidebar) stay. */
const pageErrors = <RouteErrorBoundary home={home} />;
/** An error that takes the layout down with it. */
const withLayoutErrors = (layout: ReactElement) => (
  <RouteErrorBoundary home={home} standalone>
    {layout}
  </RouteErrorBoundary>
);

/** The business site's routes: signed-out pages, then the company and admin menus (docs/product.md#menus). */
export const routes: RouteObject[] = [
  {
    element: withLayoutErrors(<AuthLayout />),
    children: [
      {
        element: pageErrors,
        children: [
          { path: 'login', element: <LoginRoute /> },
          { path: 'signup', element: <SignupRoute /> },
          { path: 'reset-password', element: <ResetPasswordRoute /> },
          { path: 'email-verify-success', element: <EmailVerifySuccessRoute /> },
        ],
      },
    ],
  },
  {
    // Like the customer site's: the email action and reset pages have no top bar.
    element: withLayoutErrors(<BareLayout />),
    children: [
      {
        element: pageErrors,
        children: [
          { path: 'email-verify', element: <EmailVerifyRoute /> },
          { path: 'email-verify-update', element: <EmailVerifyUpdateRoute /> },
          { path: 'reset-password-confirm', element: <ResetPasswordConfirmRoute /> },
          // An emailed team invitation: works signed in (join) and signed out (sign up or in).
          { path: 'team-invite', element: <TeamInviteRoute /> },
        ],
      },
    ],
  },
  {
    element: withLayoutErrors(<AppLayout />),
    children: [
      {
        element: pageErrors,
        children: [
          { index: true, element: <HomeRedirect /> },
          {
            // Company pages: members only (a visitor signs in, an admin goes to the admin area).
            element: <CompanyGate />,
            children: [
              { path: 'dashboard', element: <DashboardRoute /> },
              { path: 'offers', element: <OffersRoute /> },
              { path: 'new-voucher', element: <NewVoucherRoute /> },
              { path: 'perks', element: <PerksRoute /> },
              { path: 'redeem', element: <RedeemRoute /> },
              { path: 'ratings', element: <RatingsRoute /> },
              { path: 'payments', element: <PaymentsRoute /> },
              { path: 'api', element: <WebsiteConnectionRoute /> },
              { path: 'basic-information', element: <BasicInformationRoute /> },
              { path: 'setup-help', element: <SetupHelpRoute /> },
              { path: 'team', element: <TeamRoute /> },
            ],
          },
          { path: 'account', element: <AccountRoute /> },
          {
            // Admin pages: admins with two-step sign-in; each page but the dashboard is of one area
            // of the menu, shown when the admin's permission level reads it (a 403 page otherwise).
            path: 'admin',
            element: <AdminGate />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: 'dashboard', element: <AdminDashboardRoute /> },
              {
                path: 'companies',
                element: (
                  <AdminAreaGate area="companies">
                    <AdminCompaniesRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'companies/:companyId',
                element: (
                  <AdminAreaGate area="companies">
                    <AdminCompanyRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'companies/:companyId/view',
                element: (
                  <AdminAreaGate area="companies">
                    <AdminCompanyViewRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'customers',
                element: (
                  <AdminAreaGate area="customers">
                    <AdminCustomersRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'campaigns',
                element: (
                  <AdminAreaGate area="campaigns">
                    <AdminCampaignsRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'ratings',
                element: (
                  <AdminAreaGate area="campaigns">
                    <AdminRatingsRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'payments',
                element: (
                  <AdminAreaGate area="payments">
                    <AdminPaymentsRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'admins',
                element: (
                  <AdminAreaGate area="admins">
                    <AdminAdminsRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'roles',
                element: (
                  <AdminAreaGate area="admins">
                    <AdminRolesRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'notifications',
                element: (
                  <AdminAreaGate area="notifications">
                    <AdminNotificationsRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'content-management',
                element: (
                  <AdminAreaGate area="content">
                    <AdminContentManagementRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'gifting',
                element: (
                  <AdminAreaGate area="gifting">
                    <AdminGiftingRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'admin-actions',
                element: (
                  <AdminAreaGate area="interactionLog">
                    <AdminActionsRoute />
                  </AdminAreaGate>
                ),
              },
              {
                path: 'perks',
                element: (
                  <AdminAreaGate area="perks">
                    <AdminPerksRoute />
                  </AdminAreaGate>
                ),
              },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
          // The local mailbox: the not-found page unless the API serves /api/dev/mail.
          { path: 'dev/mailbox', element: <DevMailboxRoute /> },
          { path: 'pages/404', element: <NotFoundRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
