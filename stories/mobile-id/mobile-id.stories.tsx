/**
 * `<fsp-mobile-id>` in every state, against the reference API running in the page (see
 * .storybook/preview.tsx). Each element starts its own Mobile BankID order on mount; the play
 * functions then move that order as the user's BankID app would, through the server's dev
 * "BankID app" (server/routes/dev.ts, on only inside the Storybook page), and the element's
 * status polling (every 2 s) shows the new state.
 *
 * Nobody is logged in: this is the login page. On success the element asks the host to navigate
 * (`fsp-navigate`, cancelable) and goes there itself if nobody prevents it; every story's wrapper
 * prevents it, so the Storybook page is never left.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { renderedElement, TIMEOUT } from '../helpers.ts';
import { getTransport } from '../../src/core/http/client.ts';
import '../../src/elements/mobile-id/mobile-id.element.ts';
import { KEPT_ORDER_KEY } from '../../src/elements/mobile-id/api.ts';

type Args = { device?: 'mobile' | 'desktop'; lang?: 'sv' | 'en' };

/** Prevents the element's own navigation (window.location.assign) on success: the host routes. */
function NavigationGuard({ children }: { children: ReactNode }) {
  return (
    <div
      ref={(node) => {
        if (!node) return;
        const prevent = (e: Event) => e.preventDefault();
        node.addEventListener('fsp-navigate', prevent);
        return () => node.removeEventListener('fsp-navigate', prevent);
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Login/fsp-mobile-id',
  render: ({ device, lang }) => <fsp-mobile-id {...(device ? { device } : {})} {...(lang ? { lang } : {})} />,
  decorators: [
    (Story) => (
      <NavigationGuard>
        <Story />
      </NavigationGuard>
    ),
  ],
  // The stories share one page: no order kept by an earlier story is taken up (a reload's resume is in tests/e2e/mobile-id.spec.ts).
  beforeEach: () => sessionStorage.removeItem(KEPT_ORDER_KEY),
  args: { device: 'desktop' },
  argTypes: {
    device: { control: 'inline-radio', options: ['mobile', 'desktop'], description: 'Force the layout; absent detects the device.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** A state set on the server shows at the next status poll (every 2 s), and a poll may be under way. */
const POLL = { timeout: 6000 };

const QR_NAME = 'QR-kod att skanna med BankID-appen';
const QR_CONTENT = /^bankid\.[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/;
/** A persona's identity number: the prescriber (forskrivare@example.org). */
const PRESCRIBER = '197101169295';

/**
 * The element's shadow content, once rendered: Testing Library queries scoped to its own section
 * (the page-wide snackbar region beside it is a status too), and the root for the snackbar.
 */
async function element(canvasElement: HTMLElement) {
  const { root, section } = await renderedElement(canvasElement, 'fsp-mobile-id');
  return { root, ui: within(section) };
}

type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** The QR code, once the order has started and the first code is drawn. */
function findQr(ui: Ui, name = QR_NAME) {
  return ui.findByRole('img', { name }, TIMEOUT);
}

/** The newest pending order on the dev "BankID app" page (the one this story's element started). */
async function newestOrder(): Promise<string> {
  const response = await getTransport()('/dev/bankid');
  await expect(response.status).toBe(200);
  const html = await response.text();
  const ref = /<article aria-label="Order ([0-9a-f-]{36})">/.exec(html)?.[1];
  if (!ref) throw new Error(`The dev BankID app lists no pending order:\n${html}`);
  return ref;
}

type Action = 'open' | 'cancel' | 'expire' | 'start-failed' | 'approve';

/** Does in the dev "BankID app" what the user does in theirs; checks that the server took it. */
async function move(orderRef: string, action: Action, form: Record<string, string> = {}) {
  const response = await getTransport()(`/dev/bankid/${orderRef}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  await expect(response.status).toBe(303);
  const message = new URL(response.headers.get('Location') ?? '', location.href).searchParams.get('message') ?? '';
  await expect(message).toMatch(new RegExp(`^Order ${orderRef}(:| approved)`));
}

/** Waits for the QR code (the order has started), then moves the story's order. */
async function startAndMove(ui: Ui, action: Action, form?: Record<string, string>) {
  await findQr(ui);
  const orderRef = await newestOrder();
  await move(orderRef, action, form);
  return orderRef;
}

/** A failure: its text as an alert, with the try-again button, and no QR code any more. */
async function expectFailure(ui: Ui, text: string) {
  await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent(text), POLL);
  await expect(ui.getByRole('alert')).toBeVisible();
  await expect(ui.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  await expect(ui.queryByRole('img', { name: QR_NAME })).toBeNull();
  await expect(ui.queryByRole('status')).toBeNull();
}

/** The QR code on a computer: three steps, the code, and the status. */
export const Qr: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Legitimera dig med mobilt BankID' })).toBeVisible();
    const qr = await findQr(ui);
    const steps = ui.getByRole('list', { name: 'Så gör du' });
    await expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Öppna BankID-appen.',
      'Tryck på QR-symbolen i appen.',
      'Rikta kameran mot QR-koden här.',
    ]);
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '128');
    await expect(qr).toHaveAttribute('height', '128');
    const first = qr.getAttribute('data-content') ?? '';
    await expect(first).toMatch(QR_CONTENT);
    await expect(ui.getByRole('status')).toHaveTextContent('Väntar på BankID-appen…');
    await expect(ui.queryByRole('button')).toBeNull();
    // animated: redrawn every second with the seconds since the start and a new code
    const seconds = (content: string | null) => Number(content?.split('.')[2]);
    await waitFor(() => expect(seconds(ui.getByRole('img', { name: QR_NAME }).getAttribute('data-content'))).toBeGreaterThan(seconds(first)), TIMEOUT);
    const next = ui.getByRole('img', { name: QR_NAME }).getAttribute('data-content') ?? '';
    await expect(next).toMatch(QR_CONTENT);
    await expect(next.split('.')[1]).toBe(first.split('.')[1]); // the same order's start token
    await expect(next.split('.')[3]).not.toBe(first.split('.')[3]);
  },
};

export const QrEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Authenticate with mobile ID' })).toBeVisible();
    const qr = await findQr(ui, 'QR code to scan with the BankID app');
    await expect(qr.getAttribute('data-content')).toMatch(QR_CONTENT);
    const steps = ui.getByRole('list', { name: 'How to' });
    await expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Open the BankID app.',
      'Tap the QR symbol in the app.',
      'Point the camera at the QR code here.',
    ]);
    await expect(ui.getByRole('status')).toHaveTextContent('Waiting for the BankID app…');
  },
};

/** The start request never answers. */
export const Starting: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Legitimera dig med mobilt BankID' })).toBeVisible();
    const spinner = await ui.findByText('Startar BankID…', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    // still starting a moment later: nothing answered
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.queryByRole('img')).toBeNull();
    await expect(ui.queryByRole('list')).toBeNull();
    await expect(ui.queryByRole('button')).toBeNull();
  },
};

/**
 * The server answers 500 to the start: the error catalogue's text for it in the element (not in
 * the snackbar; spec 1: a failed start or collect shows the server's text, and a 500 has the
 * catalogue's), and try again.
 */
export const StartError: Story = {
  parameters: { api: { status: { 'mobile-id/authentication': 500 } } },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Servern kunde inte returnera någon data. Kontakta support och beskriv var felet uppstod.');
    const retry = ui.getByRole('button', { name: 'Försök igen' });
    await expect(retry).toBeVisible();
    await expect(ui.queryByRole('img')).toBeNull();
    await expect(root.querySelector('[part=snackbar]')).toBeNull();
    // trying again starts anew and (the server still failing) ends in the same state
    await userEvent.click(retry);
    await expect(await ui.findByRole('button', { name: 'Försök igen' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('alert')).toHaveTextContent('Servern kunde inte returnera någon data.');
  },
};

/** The user opened the app and is entering the security code. */
export const UserSign: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await startAndMove(ui, 'open');
    await waitFor(() => expect(ui.getByRole('status')).toHaveTextContent(/^Skriv in din säkerhetskod i BankID-appen och välj Legitimera\.$/), POLL);
    await expect(ui.queryByRole('img', { name: QR_NAME })).toBeNull();
    await expect(ui.queryByRole('list', { name: 'Så gör du' })).toBeNull();
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

/** Approved as the prescriber: the success text, and the host is asked to log in with the order reference. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const navigations: { path: string; prevented: boolean }[] = [];
    canvasElement.addEventListener('fsp-navigate', (e) => navigations.push({ path: e.detail.path, prevented: e.defaultPrevented }));
    const orderRef = await startAndMove(ui, 'approve', { identityNumber: PRESCRIBER });
    await waitFor(() => expect(ui.getByRole('status')).toHaveTextContent('Legitimeringen lyckades. Du skickas vidare…'), POLL);
    await waitFor(() => expect(navigations).toHaveLength(1), TIMEOUT);
    await expect(navigations[0]).toEqual({ path: `/?loginToken=${orderRef}`, prevented: true });
    await expect(navigations[0]?.path).toMatch(/^\/\?loginToken=[0-9a-f-]{36}$/);
    await expect(ui.queryByRole('img', { name: QR_NAME })).toBeNull();
    await expect(ui.queryByRole('button')).toBeNull();
    // polling has stopped: no second navigation
    await new Promise((r) => setTimeout(r, 2500));
    await expect(navigations).toHaveLength(1);
  },
};

/** The user cancelled in the app; trying again starts a new order with a new QR code. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const first = await startAndMove(ui, 'cancel');
    await expectFailure(ui, 'Legitimeringen avbröts.');
    await userEvent.click(ui.getByRole('button', { name: 'Försök igen' }));
    await expect(await findQr(ui)).toBeVisible();
    await expect(ui.queryByRole('alert')).toBeNull();
    await expect(await newestOrder()).not.toBe(first);
  },
};

/** Nobody scanned the code in time. */
export const DidNotStart: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await startAndMove(ui, 'expire');
    await expectFailure(ui, 'Legitimeringen startade inte i tid. Försök igen.');
  },
};

/** The app failed to start the order. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await startAndMove(ui, 'start-failed');
    await expectFailure(ui, 'Legitimeringen misslyckades.');
  },
};

/**
 * On a phone: BankID on this device or on another. (This device is not chosen here: it leaves the
 * page for the bankid:// app link.) Another device shows the QR code.
 */
export const MobileChoice: Story = {
  args: { device: 'mobile' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const thisDevice = await ui.findByRole('button', { name: 'Öppna BankID på den här enheten' }, TIMEOUT);
    const otherDevice = ui.getByRole('button', { name: 'BankID på en annan enhet' });
    await expect(thisDevice).toBeVisible();
    await expect(otherDevice).toBeVisible();
    await expect(ui.getAllByRole('button')).toHaveLength(2);
    await expect(ui.queryByRole('img')).toBeNull();
    await userEvent.click(otherDevice);
    const qr = await findQr(ui);
    await expect(qr.getAttribute('data-content')).toMatch(QR_CONTENT);
    await expect(ui.getByRole('list', { name: 'Så gör du' })).toBeVisible();
    await expect(ui.getByRole('status')).toHaveTextContent('Väntar på BankID-appen…');
    await expect(ui.queryByRole('button')).toBeNull();
  },
};
