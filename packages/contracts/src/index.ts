export * from './errors';
export * from './catalog';
export * from './site';
export * from './client';
