import type { QueryClient } from '@tanstack/react-query';
import type { AuthActor } from './auth';

/** What every route receives (STYLE §6: the one auth actor lives in router context). */
export interface RouterContext {
  auth: AuthActor;
  queryClient: QueryClient;
}
