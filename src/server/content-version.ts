/**
 * The public content's version in this process (issue 31): bumped whenever something a public
 * page shows may have changed — a staff content or configuration write, a campaign opened,
 * closed or cancelled (every such path calls invalidatePublicCache(), which bumps it). The
 * server-rendered page cache keys each render by it, so a bump retires every cached page at once.
 * Other processes of a fleet do not see the bump; their renders expire after a minute.
 */
let version = 0;

export const contentVersion = (): number => version;

export function bumpContentVersion(): void {
  version += 1;
}
