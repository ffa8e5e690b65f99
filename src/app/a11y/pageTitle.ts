/**
 * Every screen's document title names the screen before the product ("Transactions · Portfolio
 * Tracker"), so a screen reader announces where a navigation landed and tabs tell screens apart.
 * Routes carry the screen's name in their handle; a screen that knows a better name (a dashboard's
 * own) sets it after the route's.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { PRODUCT_NAME } from '../shell/ProductName';

export interface RouteHandle {
  /** The screen's name, as the spec's screens name it. */
  title: string;
}

export function pageTitle(screen: string | null): string {
  return screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

function handleTitle(handle: unknown): string | null {
  return typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string' ? handle.title : null;
}

/** Sets the title of the deepest matched route that names its screen. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const title = matches.map((match) => handleTitle(match.handle)).findLast((name) => name !== null) ?? null;
  // A layout effect runs before any screen's passive effect, so a screen's own name wins.
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** A screen's own name for the title (a dashboard's name rather than "Dashboard"). */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}
