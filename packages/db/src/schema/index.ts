// The whole data model, one file per area. Table names are snake_case; TS names camelCase.
export * from './auth';
export * from './customers';
export * from './companies';
export * from './catalog';
export * from './purchases';
export * from './content';
export * from './operations';
export * from './sandbox-payments';
export * from './connections';
export * from './public-reads';
export * from './ratings';
export * from './gift-designs';
export * from './wallet-passes';
export * from './gift-links';
export * from './date-reminders';
