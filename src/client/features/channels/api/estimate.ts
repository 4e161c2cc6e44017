import * as v from 'valibot';
import { api } from '#client/api/client';
import { estimateResponse } from '#common/contracts/channels';
import type { SocialChannelType } from '#common/enums';

const influ = '/sv_influ_api/influ';

/** The open estimator: the visitor's figures, no sign-in. */
export const estimateOpen = async (input: { visitor: string; type: SocialChannelType; handle: string; followers: number; engagementRate: number }) =>
  v.parse(
    estimateResponse,
    await api<unknown>(`${influ}/estimateWithOutToken/${input.visitor}/${input.type}/${encodeURIComponent(input.handle || '-')}`, { query: { followers: String(input.followers), engagementRate: String(input.engagementRate) } }),
  );
