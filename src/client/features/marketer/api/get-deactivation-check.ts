import * as v from 'valibot';
import { deactivationCheckSchema, type DeactivationCheck } from '#common/contracts/marketer';
import { api } from '#client/api/client';

/** GET /sv_marketer_profile/deactivate/: what blocks deactivation, and the reasons to choose from. */
export const getDeactivationCheck = async (): Promise<DeactivationCheck> => v.parse(deactivationCheckSchema, await api<unknown>('/sv_marketer_profile/deactivate/'));
