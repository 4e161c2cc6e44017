import type { Deps } from '../deps';
import type { Logger } from '../logger';
import type { Session } from '../auth/session';
import type { Preparable } from './prepared-answers';

export type { Deps } from '../deps';

/** What every request handler can reach: the process's dependencies and the request's session. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    session: Session | null;
    /** How the session was presented: an HttpOnly cookie, or an Authorization header. */
    sessionVia: 'cookie' | 'bearer' | null;
    /** Answered from a process cache (a public read or page): its access line is logged at debug. */
    fromCache?: boolean;
    /** A cache hit the front of the stack may keep and replay (prepared-answers.ts, decision 083). */
    preparable?: Preparable;
  };
}
