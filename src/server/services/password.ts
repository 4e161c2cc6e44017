import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt (OWASP: N=2^17, r=8, p=1) from node:crypto — no native addon to build.
 * The cost is stored with each hash, so raising it later keeps old hashes valid.
 */
const r = 8;
const p = 1;
const keyLength = 32;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; leave headroom above Node's 32 MiB default.
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !costText || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), Number(costText));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spends the same time as a real check, so an unknown account is not faster to reject. */
export async function burnPasswordCheck(password: string, cost: number): Promise<void> {
  await derive(password, randomBytes(16), cost);
}
