import { matchPath } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The pages the server renders before any script runs (ADR 043): the public catalog and stories,
 * the pages a visitor lands on from a search or a shared link. Account, purchase and sign-in
 * pages stay rendered in the browser: they depend on who is signed in.
 */
const serverRenderedPaths = [
  '/',
  '/categories',
  '/categories/:id',
  '/campaign/:id',
  '/our-stories',
  '/our-stories/:id',
];

export function rendersOnServer(pathname: string): boolean {
  return serverRenderedPaths.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The queries whose answers are the same for every visitor, so the server may fetch them (with no
 * cookie) and put them in the page. The session and everything per viewer are never among them:
 * the browser asks for those itself, and refines these once it knows who is signed in.
 */
const publicQueryRoots = new Set(['site', 'categories', 'campaigns', 'campaign', 'content']);

export function isPublicQuery(queryKey: QueryKey): boolean {
  return typeof queryKey[0] === 'string' && publicQueryRoots.has(queryKey[0]);
}
