// Demo sign-ins created by the seed. Shown in the README and used by e2e tests; they exist only in
// databases seeded with demo data (the embedded default), never in a real deployment's data.
export const demoAccounts = {
  customer: {
    email: 'customer@demo.stepup.test',
    password: 'Demo-Customer-1',
    name: 'Alex Morgan',
  },
  tester: { email: 'tester@demo.stepup.test', password: 'Demo-Tester-1', name: 'Sam Patel' },
  company: { email: 'company@demo.stepup.test', password: 'Demo-Company-1', name: 'Jo Bennett' },
  admin: { email: 'admin@demo.stepup.test', password: 'Demo-Admin-1', name: 'Chris Taylor' },
} as const;

export type DemoAccountKey = keyof typeof demoAccounts;
