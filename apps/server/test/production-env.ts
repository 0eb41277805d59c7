/**
 * A complete production configuration with made-up values: everything readConfig asks of
 * NODE_ENV=production. Tests take one thing away (or add one) to see it refused.
 */
export const productionEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'production-auth-secret-0123456789abcdef',
  SEALING_KEY: 'c0ffee00'.repeat(8),
  STRIPE_SECRET_KEY: 'sk_live_51ProductionSecretKey0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51ProductionPublishableKey0123',
  STRIPE_WEBHOOK_SECRET: 'whsec_ProductionSigningSecret0123456789',
  SMTP_URL: 'smtps://mailer:smtp-password-123@smtp.stepup.test:465',
  MAIL_FROM: 'StepUp Vouchers <no-reply@stepup.test>',
  PUBLIC_WEB_URL: 'https://www.stepup.test',
  PUBLIC_BUSINESS_URL: 'https://business.stepup.test',
} as const;
