export * from './errors';
export * from './catalog';
export * from './site';
export * from './account';
export * from './admin';
export * from './dev-mail';
export * from './dev-sms';
export * from './client';
