import { matchPath } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The pages the server renders before any script runs (ADR 043): the public catalog and stories,
 * the pages a visitor lands on from a search or a shared link. Account, purchase and sign-in
 * pages stay rendered in the browser: they depend on who is signed in.
 */
const serverRenderedPaths: Record<string, string | null> = {
  '/': null,
  '/categories': null,
  '/categories/:id': null,
  // A screen that loads on demand (lazyPage in router.tsx): its source file, whose stylesheets
  // the page links in its head so it paints styled before (and without) its script.
  '/campaign/:id': 'src/routes/campaign.tsx',
  '/our-stories': 'src/routes/our-stories.tsx',
  '/our-stories/:id': 'src/routes/our-story.tsx',
};

function serverRenderedPattern(pathname: string): string | undefined {
  return Object.keys(serverRenderedPaths).find((pattern) => matchPath(pattern, pathname) !== null);
}

export function rendersOnServer(pathname: string): boolean {
  return serverRenderedPattern(pathname) !== undefined;
}

/** The source file of the lazy screen at `pathname`, if it is one (for its stylesheets). */
export function lazyScreenOf(pathname: string): string | undefined {
  const pattern = serverRenderedPattern(pathname);
  return (pattern && serverRenderedPaths[pattern]) || undefined;
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
