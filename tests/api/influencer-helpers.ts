import { Client, demoPassword, type TestServer } from './harness';

/** Shared steps of the influencer API tests: codes read from /dev/outbox.json, a full sign-up, uploads. */
export const password = 'Jasmine rice at dawn 42';

export async function codeFrom(client: Client, to: string): Promise<string> {
  const response = await client.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  const body = response.json.messages[0]?.body as string | undefined;
  const code = body && /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

let counter = 0;
export const freshEmail = (prefix = 'new') => `${prefix}${Date.now().toString(36)}${++counter}@kolify.test`;

/** Signs up a new influencer over HTTP; answers the signed-in client and its uuid. */
export async function signUp(server: TestServer, options: { email?: string; referralCode?: string; locale?: 'th' | 'en'; ip?: string } = {}) {
  const client = new Client(server, { ip: options.ip ?? `203.0.113.${(counter % 250) + 1}` });
  const email = options.email ?? freshEmail();
  const requested = await client.post('/api/notification/requestOtpEmail', { email, locale: options.locale ?? 'en', purpose: 'signup' });
  if (requested.status !== 200) throw new Error(`requestOtpEmail ${requested.status} ${requested.text}`);
  const verified = await client.post('/api/notification/verifyEmailOtpSignUp', { email, code: await codeFrom(client, email) });
  if (verified.status !== 200) throw new Error(`verify ${verified.status} ${verified.text}`);
  const created = await client.post('/sv_influ_api/influSignup/createInfluMember', {
    consent: true,
    country: 'TH',
    nationality: 'TH',
    email,
    verificationToken: verified.json.verificationToken,
    password,
    locale: options.locale ?? 'en',
    ...(options.referralCode ? { referralCode: options.referralCode } : {}),
  });
  if (created.status !== 200) throw new Error(`createInfluMember ${created.status} ${created.text}`);
  return { client, email, uuid: created.json.uuid as string };
}

export async function signInDemo(server: TestServer, email = 'influencer@kolify.test') {
  const client = new Client(server, { ip: `192.0.2.${(++counter % 250) + 1}` });
  const response = await client.post('/sv_authauth/signin/influencer', { email, password: demoPassword });
  if (response.status !== 200) throw new Error(`sign-in ${response.status}`);
  return { client, uuid: response.json.uuid as string };
}

export async function upload(client: Client, path: string, file: Blob | null, name = 'photo.png') {
  const form = new FormData();
  if (file) form.set('file', file, name);
  const response = await fetch(`${client.server.url}${path}`, {
    method: 'POST',
    headers: { origin: client.server.origin, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** A real 1×1 PNG, padded with trailing bytes to the size asked for (decoders ignore data after IEND). */
export function pngOfSize(bytes: number): Blob {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const buffer = Buffer.alloc(bytes);
  png.copy(buffer);
  return new Blob([buffer], { type: 'image/png' });
}
