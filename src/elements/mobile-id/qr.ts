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

/**
 * Where the BankID app sends the user back once done (spec 1 §4 "Mobile app start"): the detected
 * browsers by their own scheme (Firefox and Chrome on iOS); Chrome and Firefox on Android `null`
 * (BankID's advice there: the app returns to the browser that started it by itself, and those
 * schemes do not exist on Android); every other browser, not recognised (Safari, Samsung Internet,
 * an in-app browser...), to this page's own address, so returning reloads the page, where the
 * order in progress is taken up again (api.ts).
 */
export function returnAddress(userAgent: string, returnUrl: string): string {
  if (/FxiOS/.test(userAgent)) return 'firefox://';
  if (/CriOS/.test(userAgent)) return 'googlechrome://';
  const androidChromeOrFirefox = /Android/.test(userAgent) && /(Chrome|Firefox)\/\d/.test(userAgent) && !/SamsungBrowser|EdgA|OPR|YaBrowser|UCBrowser|; wv\)/.test(userAgent);
  return androidChromeOrFirefox ? 'null' : returnUrl;
}

/** The app link that starts BankID on this device, and where it should send the user back. */
export function autoStartLink(autoStartToken: string, userAgent: string, returnUrl: string): string {
  return `bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=${encodeURIComponent(returnAddress(userAgent, returnUrl))}`;
}

export function isMobileDevice(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
