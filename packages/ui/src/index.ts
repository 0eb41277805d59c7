// Shared React components of the customer and business sites. Styles: '@stepup/ui/styles.css'.
export { cx } from './cx';
export { Button, buttonClassName } from './button';
export type { ButtonProps, ButtonSize, ButtonStyleOptions, ButtonVariant } from './button';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { Alert } from './alert';
export type { AlertTone } from './alert';
export { Spinner, Preloader } from './spinner';
export { PageLoadBar, usePageLoading, useReportPageLoading } from './page-load-bar';
export { RichText } from './rich-text';
export { useScrollToHash } from './scroll-to-hash';
export { Card } from './card';
export { EmptyState } from './empty-state';
export { FaqList } from './faq-list';
export type { FaqItem } from './faq-list';
export { PageTitle } from './page-title';
export { VisuallyHidden } from './visually-hidden';
export { SkipLink } from './skip-link';
export { Modal } from './modal';
export { ApiClientProvider, useApiClient } from './api-client';
export type { SiteApiClient } from './api-client';
export { AppProviders, createQueryClient } from './app-providers';
export { mountApp } from './mount-app';
export { getSite, siteQueryOptions, useBranding, useSite } from './site';
export { NotFound } from './not-found';
export { RouteErrorBoundary } from './route-error';
export { SiteRoutes } from './site-routes';
export { ComingSoon } from './coming-soon';
export { Brand, BrandMark } from './brand';
export { MenuButton } from './menu-button';
export { PasswordField } from './password-field';
export { errorFields, errorMessage } from './api-error';
export {
  getSession,
  sessionQueryKey,
  sessionQueryOptions,
  signOut,
  useSession,
  useSignIn,
  useSignOut,
  whenSignedIn,
} from './session';
export { useFocusFirstInvalid } from './focus-first-invalid';
export { rovingIndex, useRovingFocus } from './roving-focus';
export { SignInForm } from './sign-in-form';
export { ForgotPasswordForm } from './forgot-password-form';
export { SignUpForm } from './sign-up-form';
export { RESET_REDIRECT_DELAY_MS, ResetPasswordConfirm } from './reset-password-confirm';
export { EmailAction, EmailVerifySuccess, INVALID_ACTION_CODE } from './email-action';
export { CloseAccount } from './close-account';
export { BotCheck } from './bot-check';
export {
  ChangePasswordForm,
  pendingEmailNote,
  ProfileSettingsForm,
  SettingsSection,
} from './account-settings';
export {
  BACKUP_CODE_LABEL,
  isTotpCode,
  normaliseTotpCode,
  TEXT_CODE_LABEL,
  TWO_FACTOR_CODE_LABEL,
  TwoFactorStep,
} from './two-factor-step';
export { MOBILE_NUMBER_LABEL } from './two-factor/two-factor-texts';
export { totpSecret } from './two-factor/totp-secret';
export { TwoFactorSettings } from './two-factor/two-factor-settings';
export { profileQueryKey, useProfile, useSetSessionUser, useVerifyTwoFactor } from './session';
export { CampaignCardView, CampaignPicture, cardSaveText } from './campaign-card-view';
export type { CampaignCardViewProps, CampaignPictureProps } from './campaign-card-view';
