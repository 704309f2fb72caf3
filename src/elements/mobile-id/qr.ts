/**
 * The animated QR code's content (BankID relying-party guidelines):
 * `bankid.<qrStartToken>.<seconds since start>.<HMAC-SHA256(qrStartSecret, seconds) as hex>`.
 */
export const QR_PREFIX = 'bankid';
/** Redraw every second, for up to about 60 ticks; 128 px (spec 1 §9). */
export const QR_TICK_MS = 1000;
export const QR_MAX_TICKS = 60;
export const QR_SIZE = 128;

const encoder = new TextEncoder();

export async function qrAuthCode(qrStartSecret: string, seconds: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(qrStartSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(String(seconds)));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function qrContent(qrStartToken: string, qrStartSecret: string, seconds: number): Promise<string> {
  return `${QR_PREFIX}.${qrStartToken}.${seconds}.${await qrAuthCode(qrStartSecret, seconds)}`;
}

/** The app link that starts BankID on this device, and where it should send the user back. */
export function autoStartLink(autoStartToken: string, userAgent: string, returnUrl: string): string {
  const redirect = /FxiOS/.test(userAgent)
    ? 'firefox://'
    : /CriOS/.test(userAgent)
      ? 'googlechrome://'
      : /iPhone|iPad|iPod/.test(userAgent)
        ? returnUrl
        : 'null'; // Android and others: the app returns to the browser by itself
  return `bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=${encodeURIComponent(redirect)}`;
}

export function isMobileDevice(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
