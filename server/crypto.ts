/** Web Crypto helpers, so the same code runs in Node and in the browser entry. */
const encoder = new TextEncoder();

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** 128 bits from the platform's CSPRNG, as 32 hex digits. */
export function randomId(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}

/** 256 bits as 64 hex digits, for one-time tokens. */
export function randomToken(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

export async function sha256Hex(value: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(value)));
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const ITERATIONS = 210_000; // OWASP's figure for PBKDF2-HMAC-SHA256

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return toHex(bits);
}

/** `pbkdf2$<iterations>$<salt hex>$<hash hex>` */
export async function hashPassword(password: string, iterations = ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2$${iterations}$${toHex(salt)}$${await pbkdf2(password, salt, iterations)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iter, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2' || !iter || !salt || !hash) return false;
  return safeEqual(await pbkdf2(password, fromHex(salt), Number(iter)), hash);
}

export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/**
 * Signed links: a file opened in a new tab or downloaded cannot send the session header, so its
 * link carries `expires` (Unix seconds, an hour ahead) and an HMAC-SHA256 `signature` of
 * `<subject>:<expires>`, the subject naming the file (`document:3`, `order-file:1000:2:5`, …).
 */
export const LINK_LIFETIME_S = 3600;

/** `path?expires=…&signature=…` for the file named by `subject`, valid an hour from `now`. */
export async function signedLink(secret: string, path: string, subject: string, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + LINK_LIFETIME_S;
  return `${path}?expires=${expires}&signature=${await hmacHex(secret, `${subject}:${expires}`)}`;
}

/** Whether a link's `expires` and `signature` were made for `subject` by signedLink and are still valid at `now`. */
export async function validSignedLink(secret: string, subject: string, link: { expires: number; signature: string }, now: Date): Promise<boolean> {
  const expected = await hmacHex(secret, `${subject}:${link.expires}`);
  return safeEqual(expected, link.signature) && link.expires * 1000 >= now.getTime();
}
