/**
 * All of Mantine's styles (all-styles.ts) when a screen may need them (decision 084). A page the
 * server rendered carries the styles of everything its first screen can show, dialogs and menus
 * included (first-screen-styles.css, decision 029); applying the other ~250 KB of rules restyles
 * the whole document once more, a task of 140–350 ms on a phone (4× CPU) that Lighthouse counts
 * as blocking. So such a page fetches them when the visitor goes to another path (or the router
 * preloads one), and the route waits for them; a page the client renders waits for them before
 * its first render, as before.
 */
let loading: Promise<unknown> | undefined;
let carriedPath: string | undefined;

export function loadAllStyles(): Promise<unknown> {
  return (loading ??= import('./all-styles').catch(() => undefined));
}

/** The page at this path (the router's form of it) was rendered by the server with its first screen's styles. */
export function firstScreenStylesCarried(pathname: string): void {
  carriedPath = pathname;
}

/** Before a route loads in the browser: the rest of the styles, unless it is the server-rendered first screen. */
export async function stylesBeforeRoute(pathname: string): Promise<void> {
  if (typeof document === 'undefined' || pathname === carriedPath) return;
  await loadAllStyles();
}
