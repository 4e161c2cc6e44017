import type { DeactivateBody } from '#common/contracts/marketer';
import { api } from '#client/api/client';

export const deactivateMarketer = (body: DeactivateBody) => api<unknown>('/sv_marketer_profile/deactivate/', { method: 'PATCH', body });
