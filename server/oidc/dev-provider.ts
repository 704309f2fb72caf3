/**
 * The reference server's development OpenID Connect providers, on oidc-provider (an OpenID
 * Certified implementation; nothing of the protocol is written here). Two issuers run on the
 * server's own port under /oidc (OPEN_ID) and /oidc-directory (ENTERPRISE_DIRECTORY, the
 * enterprise directory). Their accounts are the seeded personas, who sign in on a login page of
 * our own with their password; the id token carries the personal identity number as claim `pnr`.
 *
 * Node only (oidc-provider is a Koa application): server/node.ts hands it the requests under the
 * two paths before Hono sees them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { verifyPassword } from '../crypto.ts';
import type { OpenIdClientConfig } from '../context.ts';
import { escapeHtml } from '../html.ts';

export const OPEN_ID_PATH = '/oidc';
export const DIRECTORY_PATH = '/oidc-directory';
export const CALLBACK_PATH = '/auth/open-id/callback';

/** The scope the portal asks for (spec 1 §9). */
export const OPEN_ID_SCOPE = 'openid profile email pnr';

type ProviderSetup = {
  /** The mount path, e.g. /oidc. */
  path: string;
  /** Shown on the provider's own pages. */
  title: string;
  /** The button text in the portal. */
  label: string;
  clientId: string;
  clientSecret: string;
};

export const DEV_PROVIDERS: Record<'openId' | 'enterpriseDirectory', ProviderSetup> = {
  openId: { path: OPEN_ID_PATH, title: 'Demo-ID (OpenID Connect)', label: 'Demo-ID', clientId: 'fsp-portal', clientSecret: randomBytes(24).toString('hex') },
  enterpriseDirectory: {
    path: DIRECTORY_PATH,
    title: 'Demo AD (regionens katalogtjänst)',
    label: 'Demo AD',
    clientId: 'fsp-portal-directory',
    clientSecret: randomBytes(24).toString('hex'),
  },
};

/** The relying-party configuration of a dev provider, for ServerConfig. */
export function devClientConfig(origin: string, which: keyof typeof DEV_PROVIDERS): OpenIdClientConfig {
  const p = DEV_PROVIDERS[which];
  return {
    label: p.label,
    issuer: `${origin}${p.path}`,
    clientId: p.clientId,
    clientSecret: p.clientSecret,
    authorizationEndpoint: `${p.path}/auth`,
  };
}

/** The address of the directory's single sign-out (RP-initiated logout), back to the portal after. */
export function devSingleSignOutUrl(origin: string): string {
  const p = DEV_PROVIDERS.enterpriseDirectory;
  const q = new URLSearchParams({ client_id: p.clientId, post_logout_redirect_uri: `${origin}/` });
  return `${origin}${p.path}/session/end?${q.toString()}`;
}

type Account = { id: number; username: string; firstName: string; surname: string; email: string; identityNumber: string | null; passwordHash: string };

async function accountOf(db: Db, sub: string): Promise<Account | undefined> {
  const id = /^u(\d+)$/.exec(sub)?.[1];
  if (!id) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, Number(id)));
  return row;
}


const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef2f7;color:#1b1f24}main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}' +
  'h1{font-size:1.4rem;margin:0 0 .5rem}label{display:block;margin:.8rem 0 .2rem;font-weight:600}select,input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #5b6470;border-radius:4px}' +
  'button{margin-top:1rem;padding:.6rem 1rem;font:inherit;font-weight:600;border:0;border-radius:4px;background:#0b5cad;color:#fff;cursor:pointer}button.secondary{background:#e3e7ee;color:#1b1f24;margin-left:.5rem}' +
  '.error{color:#a00;font-weight:600}p.hint{color:#4a525c;font-size:.9rem}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** No script at all on the provider's pages; only our inline style; forms post to the provider itself. */
const PROVIDER_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

async function loginPage(db: Db, setup: ProviderSetup, action: string, error?: string): Promise<string> {
  const personas = await db
    .select({ username: users.username, firstName: users.firstName, surname: users.surname })
    .from(users)
    .orderBy(users.id);
  const options = personas.map((p) => `<option value="${escapeHtml(p.username)}">${escapeHtml(`${p.firstName} ${p.surname} (${p.username})`)}</option>`).join('');
  return page(
    setup.title,
    `<h1>${escapeHtml(setup.title)}</h1><p>Logga in för att fortsätta till förskrivarportalen. <span lang="en">Sign in to continue to the prescriber portal.</span></p>` +
      (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="${escapeHtml(action)}"><label for="username">Användare <span lang="en">(User)</span></label><select id="username" name="username">${options}</select>` +
      `<label for="password">Lösenord <span lang="en">(Password)</span></label><input id="password" name="password" type="password" autocomplete="current-password" required>` +
      `<button type="submit">Logga in <span lang="en">(Sign in)</span></button><button class="secondary" type="submit" name="abort" value="1" formnovalidate>Avbryt <span lang="en">(Cancel)</span></button></form>` +
      `<p class="hint">Utvecklingsleverantör i referensservern. Alla demoanvändare har lösenordet "demo". <span lang="en">Development provider of the reference server; every demo user's password is "demo".</span></p>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PROVIDER_CSP, 'Cache-Control': 'no-store' });
  res.end(html);
}

export type DevProvider = {
  path: string;
  provider: Provider;
  /** Handles a request whose path starts with `path`. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
};

function createDevProvider(db: Db, origin: string, setup: ProviderSetup): DevProvider {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'ES256', kid: randomBytes(6).toString('hex') };
  const configuration: Configuration = {
    clients: [
      {
        client_id: setup.clientId,
        client_secret: setup.clientSecret,
        client_name: 'FSP förskrivarportal',
        redirect_uris: [`${origin}${CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${origin}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // PKCE for every client, not only public ones.
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      pnr: ['pnr'],
    },
    scopes: ['openid', 'pnr'],
    // The portal reads the identity number from the id token itself.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.set('Content-Security-Policy', PROVIDER_CSP);
          ctx.body = page(
            setup.title,
            `<h1>Logga ut från ${escapeHtml(setup.title)}?</h1><p lang="en">Sign out of ${escapeHtml(setup.title)}?</p>${form}` +
              `<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Ja, logga ut <span lang="en">(Yes, sign out)</span></button>` +
              `<button class="secondary" type="submit" form="op.logoutForm">Nej <span lang="en">(No)</span></button>`,
          );
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.set('Content-Security-Policy', PROVIDER_CSP);
          ctx.body = page(setup.title, `<h1>Utloggad</h1><p lang="en">Signed out.</p>`);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', PROVIDER_CSP);
      const rows = Object.entries(out).map(([k, v]) => `<p><strong>${escapeHtml(k)}</strong>: ${escapeHtml(String(v))}</p>`).join('');
      ctx.body = page(setup.title, `<h1>Inloggningen misslyckades</h1><p lang="en">Sign-in failed.</p>${rows}`);
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${setup.path}/interaction/${interaction.uid}` },
    findAccount: async (_ctx: KoaContextWithOIDC, sub: string) => {
      const account = await accountOf(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: `${account.firstName} ${account.surname}`,
          given_name: account.firstName,
          family_name: account.surname,
          email: account.email,
          email_verified: true,
          ...(account.identityNumber ? { pnr: account.identityNumber } : {}),
        }),
      };
    },
    ttl: { Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600, IdToken: 3600, AccessToken: 600, AuthorizationCode: 60 },
  };
  const provider = new Provider(`${origin}${setup.path}`, configuration);
  const callback = provider.callback();

  /** The login page of an interaction, and the automatic consent (the portal is a first-party client). */
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, page(setup.title, '<h1>Ogiltig begäran</h1>'));
    const action = `${setup.path}/interaction/${uid}`;
    if (details.prompt.name === 'login') {
      if (req.method !== 'POST') return send(res, 200, await loginPage(db, setup, action));
      const form = await readForm(req);
      if (form.get('abort')) {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled the sign-in' }, { mergeWithLastSubmission: false });
        return;
      }
      const [user] = await db.select().from(users).where(eq(users.username, (form.get('username') ?? '').toLowerCase()));
      const ok = user ? await verifyPassword(form.get('password') ?? '', user.passwordHash) : false;
      if (!user || !ok) return send(res, 200, await loginPage(db, setup, action, 'Fel användare eller lösenord. (Wrong user or password.)'));
      await provider.interactionFinished(req, res, { login: { accountId: `u${user.id}` } }, { mergeWithLastSubmission: false });
      return;
    }
    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      const clientId = String(details.params.client_id);
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId });
      if (!grant) throw new Error('grant not found');
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, details.grantId ? {} : { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    send(res, 400, page(setup.title, '<h1>Okänt steg</h1>'));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const rest = url.slice(setup.path.length) || '/';
    const m = /^\/interaction\/([\w-]+)(?:\?.*)?$/.exec(rest);
    try {
      if (m?.[1]) {
        await interaction(req, res, m[1]);
        return;
      }
    } catch (error) {
      console.error(error);
      if (!res.headersSent) send(res, 400, page(setup.title, '<h1>Inloggningen kunde inte fortsätta</h1><p lang="en">The sign-in could not continue; start again from the portal.</p>'));
      return;
    }
    // oidc-provider works out its mount path from originalUrl and url (as under Express).
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = rest;
    void callback(req, res);
  }

  return { path: setup.path, provider, handle };
}

/** Both dev providers, and a request handler that answers what is theirs (false: not ours). */
export function createDevProviders(db: Db, origin: string) {
  const providers = [createDevProvider(db, origin, DEV_PROVIDERS.openId), createDevProvider(db, origin, DEV_PROVIDERS.enterpriseDirectory)];
  return {
    providers,
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const p = providers.find((x) => path === x.path || path.startsWith(`${x.path}/`));
      if (!p) return false;
      p.handle(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) send(res, 500, page('Error', '<h1>Error</h1>'));
      });
      return true;
    },
  };
}
