/**
 * The demo hosts, each on its own origin beside the portal (the portal's port plus one, and plus 11
 * to 14: the e2e tests start servers of their own on the ports just above the portal's): what a
 * third party embedding the elements looks like, for the e2e tests and the bench.
 */
export const HOSTS = {
  /** plain.html and friends: one script tag from the portal, a hostile stylesheet. */
  plain: { offset: 1 },
  /** A page whose CSP allows the portal only for scripts and API calls (`style-src 'self'`). */
  'strict-csp': { offset: 11 },
  /** A page whose own web component holds an element in its shadow root. */
  shadow: { offset: 12 },
  /** A React 18 application that installed the package (tests/hosts/react18). */
  react18: { offset: 13 },
  /** A Vue 3 application that installed the package (tests/hosts/vue). */
  vue: { offset: 14 },
} as const;

export type HostName = keyof typeof HOSTS;

export function hostPort(portalPort: number, host: HostName): number {
  return portalPort + HOSTS[host].offset;
}

export function hostOrigin(portalPort: number, host: HostName): string {
  return `http://localhost:${hostPort(portalPort, host)}`;
}

export function allHostOrigins(portalPort: number): string[] {
  return (Object.keys(HOSTS) as HostName[]).map((h) => hostOrigin(portalPort, h));
}
