/**
 * The core scanner (src/core/ui/scanner/, issue 40) on its own, in Swedish and English: every state
 * of the ScannerDialog, driven through its camera and reader seam (`setScannerDevices`): asking
 * for the camera (a prompt not answered), scanning (a canvas's stream as the camera, a reader that
 * finds nothing), denied, not available (no camera; a camera in use), found, and the reader not
 * loaded (then Try again). Cancel and Escape stop every track at once; the torch toggle where the
 * track has one; the ScanButton hands the code to its field and puts the focus there, and renders
 * nothing where the page cannot scan.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { session } from '../../src/core/session/store.ts';
import { Button } from '../../src/core/ui/components.tsx';
import { setScannerDevices, type ScannerDevices } from '../../src/core/ui/scanner/devices.ts';
import { ScanButton } from '../../src/core/ui/scanner/scan-button.tsx';
import { resetScanSupport, type ScanSupport } from '../../src/core/ui/scanner/scan-support.ts';
import { ScannerDialog } from '../../src/core/ui/scanner/scanner-dialog.tsx';
import { focused, Styled } from './core-helpers.tsx';

type Lang = 'sv' | 'en';
type Args = { lang: Lang; foundMs?: number; button?: boolean };

const TEXTS = {
  sv: {
    field: 'Inventarienummer',
    open: 'Skanna',
    scan: 'Skanna inventarienummer',
    title: 'Skanna kod',
    cancel: 'Avbryt',
    retry: 'Försök igen',
    picture: 'Kamerabild',
    light: 'Lampa',
    asking: 'Tillåt kameran för att skanna: webbläsaren frågar om lov.',
    scanning: 'Håll koden inom ramen.',
    denied: 'Kameran är blockerad för den här sidan.',
    noCamera: 'Ingen kamera hittades på enheten.',
    busy: 'Kameran gick inte att starta.',
    typeInstead: 'Du kan skriva koden i fältet i stället.',
    found: 'Läst: HMC500313',
    readerFailed: 'Kodläsaren kunde inte laddas. Kontrollera anslutningen och försök igen.',
  },
  en: {
    field: 'Inventory number',
    open: 'Scan',
    scan: 'Scan inventory number',
    title: 'Scan a code',
    cancel: 'Cancel',
    retry: 'Try again',
    picture: 'Camera picture',
    light: 'Light',
    asking: 'Allow the camera to scan: your browser asks for permission.',
    scanning: 'Hold the code inside the frame.',
    denied: 'The camera is blocked for this page.',
    noCamera: 'No camera was found on this device.',
    busy: 'The camera could not be started.',
    typeInstead: 'You can type the code in the field instead.',
    found: 'Read: HMC500313',
    readerFailed: 'The code reader could not be loaded. Check your connection and try again.',
  },
} as const;

/** Every stream the fake camera handed out in this story, to check that their tracks were stopped. */
let streams: MediaStream[] = [];
/** The constraints the dialog asked the camera for. */
let asked: MediaStreamConstraints[] = [];
/** What the fake torch was set to. */
let torchSet: unknown[] = [];

/**
 * A camera: a canvas's stream, drawing a grey scene with a white label and bars on it (no real
 * code: the reader is a fake too). With `torch`, its track says it has a light.
 */
function fakeCamera(torch = false): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(10);
  const [track] = stream.getVideoTracks();
  let frame = 0;
  const draw = () => {
    if (!ctx) return;
    ctx.fillStyle = '#6b7780';
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(150, 170, 340, 140);
    ctx.fillStyle = '#000000';
    for (let x = 180, i = 0; x < 460; i++) {
      const w = 2 + ((i * 7 + frame) % 3) * 2;
      ctx.fillRect(x, 190, w, 80);
      x += w + 3 + (i % 2) * 3;
    }
    ctx.font = '16px monospace';
    ctx.fillText('HMC500313', 270, 295);
    frame++;
  };
  draw();
  const timer = setInterval(() => {
    if (track?.readyState === 'ended') clearInterval(timer);
    else draw();
  }, 100);
  if (track && torch) {
    Object.assign(track, {
      getCapabilities: () => ({ torch: true }),
      applyConstraints: (c: MediaTrackConstraints) => {
        torchSet.push(c.advanced?.[0]);
        return Promise.resolve();
      },
    });
  }
  streams.push(stream);
  return stream;
}

const camera =
  (torch = false): ScannerDevices['getUserMedia'] =>
  (constraints) => {
    asked.push(constraints);
    return Promise.resolve(fakeCamera(torch));
  };
const refused = (name: string): ScannerDevices['getUserMedia'] => () => Promise.reject(new DOMException('refused', name));
const reader = (codes: string[] = []): ScannerDevices['createDetector'] => () => Promise.resolve({ detect: () => Promise.resolve(codes.map((rawValue) => ({ rawValue }))) });

/** The story's devices, put back when it ends; and a known scan support for the ScanButton. */
const devices = (replacement: Partial<ScannerDevices>, support: ScanSupport = { available: true }) => () => {
  streams = [];
  asked = [];
  torchSet = [];
  setScannerDevices(replacement);
  resetScanSupport(support);
  return () => {
    for (const s of streams) for (const t of s.getTracks()) t.stop();
    setScannerDevices();
    resetScanSupport();
  };
};

/** A field that takes a code, with the dialog opened by a button (open at the start) or with the ScanButton. */
function Demo({ lang, foundMs, button = false }: Args) {
  const texts = TEXTS[lang];
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(!button);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Styled>
      <div style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
        <div className="fsp-field">
          <label htmlFor="scanned">{texts.field}</label>
          <input id="scanned" ref={input} value={value} onChange={(e) => setValue(e.target.value)} />
        </div>
        {button ? (
          <ScanButton label={texts.scan} onScan={setValue} inputRef={input} />
        ) : (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {texts.open}
          </Button>
        )}
      </div>
      {button ? null : (
        <ScannerDialog open={open} onResult={setValue} onClose={() => setOpen(false)} {...(foundMs === undefined ? {} : { foundMs })} />
      )}
    </Styled>
  );
}

const meta = {
  title: 'Core/Scanner',
  render: (args) => <Demo {...args} />,
  args: { lang: 'sv' },
  argTypes: { lang: { control: 'inline-radio', options: ['sv', 'en'] } },
  // No server: nothing here calls the API.
  parameters: { persona: null },
  beforeEach: ({ args }) => {
    session.setLanguage(args.lang, false);
    return () => session.setLanguage('sv', false);
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement, lang: Lang) {
  const ui = within(canvasElement);
  const dialog = await ui.findByRole('dialog', { name: TEXTS[lang].title });
  return { ui, dialog, d: within(dialog) };
}

const liveTracks = () => streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live');

/** Escape on a modal <dialog>: the browser fires `cancel` on it (a synthetic key press would not). */
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

// --- Asking for the camera -------------------------------------------------------------------

const asking = (lang: Lang): Story => ({
  args: { lang },
  beforeEach: devices({ getUserMedia: () => new Promise<MediaStream>(() => undefined), createDetector: reader() }),
  play: async ({ canvasElement }) => {
    const { dialog, d } = await dialogOf(canvasElement, lang);
    await expect(d.getByRole('status')).toHaveTextContent(TEXTS[lang].asking);
    await expect(d.queryByRole('region', { name: TEXTS[lang].picture })).toBeNull(); // no picture yet
    await expect(focused(dialog)).toBe(d.getByRole('button', { name: TEXTS[lang].cancel }));
  },
});

/** Before the user has answered the browser's prompt: said, with Cancel focused. */
export const Asking = asking('sv');
export const AskingEn = asking('en');

// --- Scanning --------------------------------------------------------------------------------

const scanning = (lang: Lang): Story => ({
  args: { lang },
  beforeEach: devices({ getUserMedia: camera(), createDetector: reader() }),
  play: async ({ canvasElement }) => {
    const { d } = await dialogOf(canvasElement, lang);
    await waitFor(() => expect(d.getByRole('status')).toHaveTextContent(TEXTS[lang].scanning));
    const region = d.getByRole('region', { name: TEXTS[lang].picture });
    await expect(region).toBeVisible();
    const video = region.querySelector('video');
    await waitFor(() => expect(video?.srcObject).toBe(streams[0]));
    await expect(asked[0]).toEqual({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    // No light on this camera: no toggle.
    await expect(d.queryByRole('button', { name: TEXTS[lang].light })).toBeNull();
  },
});

/** The rear camera's picture in a target frame, the reader looking: "Hold the code inside the frame". */
export const Scanning = scanning('sv');
export const ScanningEn = scanning('en');

// --- Denied, not available -------------------------------------------------------------------

const failed = (lang: Lang, name: string, text: 'denied' | 'noCamera' | 'busy'): Story => ({
  args: { lang },
  beforeEach: devices({ getUserMedia: refused(name), createDetector: reader() }),
  play: async ({ canvasElement }) => {
    const { d } = await dialogOf(canvasElement, lang);
    const alert = await d.findByRole('alert');
    await expect(alert).toHaveTextContent(TEXTS[lang][text]);
    await expect(alert).toHaveTextContent(TEXTS[lang].typeInstead);
    await expect(d.getByRole('button', { name: TEXTS[lang].retry })).toBeVisible();
    await expect(d.queryByRole('region', { name: TEXTS[lang].picture })).toBeNull();
  },
});

/** NotAllowedError: how to allow the camera in the browser's settings; typing still works. */
export const Denied = failed('sv', 'NotAllowedError', 'denied');
export const DeniedEn = failed('en', 'NotAllowedError', 'denied');
/** NotFoundError (OverconstrainedError alike): no camera. */
export const NoCamera = failed('sv', 'NotFoundError', 'noCamera');
export const NoCameraEn = failed('en', 'NotFoundError', 'noCamera');
/** NotReadableError: a camera that would not start (in use by another app). */
export const CameraBusy = failed('sv', 'NotReadableError', 'busy');
export const CameraBusyEn = failed('en', 'NotReadableError', 'busy');

// --- Found -----------------------------------------------------------------------------------

const found = (lang: Lang): Story => ({
  args: { lang, foundMs: 600_000 },
  beforeEach: devices({ getUserMedia: camera(), createDetector: reader(['HMC500313']) }),
  play: async ({ canvasElement }) => {
    const { d } = await dialogOf(canvasElement, lang);
    await waitFor(() => expect(d.getByRole('status')).toHaveTextContent(TEXTS[lang].found));
    // The camera is stopped as soon as the code is read; the picture stays in view.
    await expect(liveTracks()).toEqual([]);
    await expect(d.getByRole('region', { name: TEXTS[lang].picture })).toBeVisible();
  },
});

/** The code read, shown a moment (held here) before the dialog closes; the camera already stopped. */
export const Found = found('sv');
export const FoundEn = found('en');

/** After the moment: onResult has the text, the dialog is closed, the focus back on what opened it. */
export const FoundCloses: Story = {
  beforeEach: devices({ getUserMedia: camera(), createDetector: reader(['HMC500313']) }),
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await ui.findByRole('dialog', { name: TEXTS.sv.title });
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(ui.getByRole('textbox', { name: TEXTS.sv.field })).toHaveValue('HMC500313');
    await expect(liveTracks()).toEqual([]);
  },
};

// --- The reader not loaded -------------------------------------------------------------------

const readerFailed = (lang: Lang): Story => ({
  args: { lang },
  beforeEach: devices({ getUserMedia: camera(), createDetector: () => Promise.reject(new TypeError('Failed to fetch')) }),
  play: async ({ canvasElement }) => {
    const { d } = await dialogOf(canvasElement, lang);
    const alert = await d.findByRole('alert');
    await expect(alert).toHaveTextContent(TEXTS[lang].readerFailed);
    await expect(liveTracks()).toEqual([]); // the camera is not left on behind the message
    // The network is back: Try again starts the camera and the reader again.
    setScannerDevices({ getUserMedia: camera(), createDetector: reader() });
    await userEvent.click(d.getByRole('button', { name: TEXTS[lang].retry }));
    await waitFor(() => expect(d.getByRole('status')).toHaveTextContent(TEXTS[lang].scanning));
    await expect(d.queryByRole('alert')).toBeNull();
  },
});

/** The reader's code or WASM could not be fetched: said, with Try again. */
export const ReaderFailed = readerFailed('sv');
export const ReaderFailedEn = readerFailed('en');

// --- Closing, the torch, the button ----------------------------------------------------------

/** Cancel and Escape close it and stop every track at once; the focus goes back to the opener. */
export const CancelAndEscape: Story = {
  beforeEach: devices({ getUserMedia: camera(), createDetector: reader() }),
  play: async ({ canvasElement }) => {
    const first = await dialogOf(canvasElement, 'sv');
    await waitFor(() => expect(first.d.getByRole('status')).toHaveTextContent(TEXTS.sv.scanning));
    await expect(liveTracks().length).toBeGreaterThan(0);
    await userEvent.click(first.d.getByRole('button', { name: TEXTS.sv.cancel }));
    await expect(liveTracks()).toEqual([]);
    await waitFor(() => expect(first.ui.queryByRole('dialog')).toBeNull());

    const opener = first.ui.getByRole('button', { name: TEXTS.sv.open });
    await userEvent.click(opener);
    const second = await dialogOf(canvasElement, 'sv');
    await waitFor(() => expect(second.d.getByRole('status')).toHaveTextContent(TEXTS.sv.scanning));
    await escape(second.dialog);
    await expect(liveTracks()).toEqual([]);
    await waitFor(() => expect(second.ui.queryByRole('dialog')).toBeNull());
    await expect(focused(opener)).toBe(opener);
  },
};

/** A camera with a light: the toggle, pressed or not, sets the track's torch. */
export const Torch: Story = {
  beforeEach: devices({ getUserMedia: camera(true), createDetector: reader() }),
  play: async ({ canvasElement }) => {
    const { d } = await dialogOf(canvasElement, 'sv');
    const light = await d.findByRole('button', { name: TEXTS.sv.light });
    await expect(light).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(light);
    await waitFor(() => expect(light).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(light);
    await waitFor(() => expect(light).toHaveAttribute('aria-pressed', 'false'));
    await expect(torchSet).toEqual([{ torch: true }, { torch: false }]);
  },
};

/** The ScanButton: opens the dialog (loaded then), and the code goes into its field, which gets the focus. */
export const ScanButtonFillsTheField: Story = {
  args: { button: true, foundMs: 50 },
  beforeEach: devices({ getUserMedia: camera(), createDetector: reader(['HMC500313']) }),
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const scan = await ui.findByRole('button', { name: TEXTS.sv.scan });
    await userEvent.click(scan);
    await ui.findByRole('dialog', { name: TEXTS.sv.title });
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const field = ui.getByRole('textbox', { name: TEXTS.sv.field });
    await expect(field).toHaveValue('HMC500313');
    await waitFor(() => expect(focused(field)).toBe(field));
  },
};

/** Where the page cannot scan (here: a host CSP without 'wasm-unsafe-eval'): no button, the field as before. */
export const NoButtonWhereThePageCannotScan: Story = {
  args: { button: true },
  beforeEach: devices({ getUserMedia: camera(), createDetector: reader() }, { available: false, reason: 'wasm-blocked-by-host' }),
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('textbox', { name: TEXTS.sv.field })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(ui.queryByRole('button', { name: TEXTS.sv.scan })).toBeNull();
  },
};

/**
 * The real camera and the real reader (no seam): for a person's look in Chromium with
 * `--use-fake-device-for-media-stream --use-fake-ui-for-media-stream` (or a real device). Not a
 * test: the test browser has no camera.
 */
export const RealCamera: Story = {
  tags: ['!test'],
  beforeEach: () => {
    setScannerDevices();
    resetScanSupport();
  },
};
