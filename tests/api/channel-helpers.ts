import { expect } from 'vitest';
import type { Client, TestServer } from './harness';
import type { FakeSocialPlatform } from '#server/providers/fake-social-platform';

/** A GET that does not follow redirects, keeping the client's cookies like a browser would. */
export async function getManual(server: TestServer, client: Client, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** The browser's way: our start → the platform's consent (as `account`) → our callback → channelAdd. */
export async function connectChannel(server: TestServer, platform: FakeSocialPlatform, client: Client, account: string, options: { type?: string; privilegeCode?: string } = {}) {
  const started = await client.post(`/sv_authauth/account/add_channel/${options.type ?? 'INSTAGRAM'}/uuid`, { locale: 'en', ...(options.privilegeCode ? { privilegeCode: options.privilegeCode } : {}) });
  if (started.status !== 200) return { started, channel: null, location: '' };
  const authorize = new URL(started.json.authorizationUrl);
  platform.autoConsent = account;
  const atPlatform = await fetch(authorize, { redirect: 'manual' });
  platform.autoConsent = null;
  expect(atPlatform.status).toBe(302);
  const callback = new URL(atPlatform.headers.get('location')!);
  const back = await getManual(server, client, `${callback.pathname}${callback.search}`);
  expect(back.status).toBe(302);
  const id = new URL(back.location, server.url).searchParams.get('channel');
  const detail = id ? await client.get(`/sv_influ_api/influ/channel/detail/${id}`) : null;
  return { started, authorize, callback, location: back.location, channel: detail?.json?.channel, detail: detail?.json };
}
