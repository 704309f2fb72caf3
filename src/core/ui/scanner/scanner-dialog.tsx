/**
 * The scanner (issue 40): the core Dialog with the rear camera's picture, a target frame, and the
 * code reader looking at it frame after frame (Code 128, DataMatrix and QR by default). The first
 * code read is shown for a moment ("Read: HMC500313"), the camera stops, and `onResult` gets its
 * text, then `onClose`. Escape and Cancel (and unmounting) stop every track of the camera at once.
 *
 * States, each said in text: asking for the camera (before the user has answered the browser's
 * prompt), scanning (the picture; "Hold the code inside the frame" once the reader has loaded),
 * denied (how to allow the camera; typing still works), not available (no camera, or one that
 * would not start: in use elsewhere), found, and the reader not loaded (network): Try again.
 * The progress is one live status line; a failure is an alert. A torch toggle where the camera's
 * track has one (`torch` in its capabilities).
 *
 * The reader (reader.ts) is imported when the dialog first opens, beside the camera's start, and
 * detects on the video element itself, one call at a time, FRAME_MS apart. Camera and reader come
 * from devices.ts (`setScannerDevices` for stories). User Timing marks (marks.ts: the camera's
 * first frame shown, the reader ready, a code read) time it in the field and in `npm run bench`. Texts: the `core-scanner` namespace
 * (this folder's sv.json/en.json), loaded with the dialog rather than with every element.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { addTexts, useTexts } from '../../i18n/index.ts';
import { Button } from '../components.tsx';
import { Dialog } from '../dialog.tsx';
import { useSheet } from '../sheet.ts';
import { scannerDevices, type Detector } from './devices.ts';
import { SCANNER_MARKS } from './marks.ts';
import type { ScanFormat } from './scan-support.ts';
import css from './scanner.css?inline';

export const SCANNER_NS = 'core-scanner';
addTexts(SCANNER_NS, { sv: () => import('./sv.json'), en: () => import('./en.json') });

/**
 * The default formats. Here, not in scan-support.ts: that module is in the whole of every element
 * with a scan button, and a value of it imported here too would make it a chunk of its own.
 */
export const SCAN_FORMATS: readonly ScanFormat[] = ['code_128', 'data_matrix', 'qr_code'];

/** Between two looks at the picture: about ten a second, each after the last has answered. */
export const FRAME_MS = 100;
/** How long the code read is shown before the dialog closes. */
export const FOUND_MS = 700;

export type ScannerPhase =
  | { name: 'asking' }
  | { name: 'scanning'; ready: boolean }
  | { name: 'denied' }
  | { name: 'unavailable'; why: 'no-camera' | 'busy' }
  | { name: 'found'; code: string }
  | { name: 'reader-failed' };

/** The state a refused getUserMedia leaves the dialog in, by the error's name. */
export function cameraFailure(error: unknown): ScannerPhase {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { name: 'denied' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { name: 'unavailable', why: 'no-camera' };
  return { name: 'unavailable', why: 'busy' }; // NotReadableError, AbortError, anything else
}

type TorchCapable = { torch?: boolean };

function hasTorch(stream: MediaStream): boolean {
  const track = stream.getVideoTracks()[0];
  return (track?.getCapabilities?.() as TorchCapable | undefined)?.torch === true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ScannerDialogProps = {
  open: boolean;
  /** The text of the first code read (rawValue); `onClose` follows. */
  onResult: (text: string) => void;
  onClose: () => void;
  /** @default all three: code_128, data_matrix, qr_code */
  formats?: readonly ScanFormat[];
  /** @default "Skanna kod" / "Scan a code" */
  title?: string;
  /** How long the code read is shown before closing (stories hold it). */
  foundMs?: number;
};

export function ScannerDialog({ open, onResult, onClose, formats = SCAN_FORMATS, title, foundMs = FOUND_MS }: ScannerDialogProps) {
  useSheet(css);
  const { t } = useTexts(SCANNER_NS);
  // The open body's "stop the camera now", for Cancel and Escape.
  const stopCameraRef = useRef<() => void>(() => undefined);
  const close = () => {
    stopCameraRef.current();
    onClose();
  };
  // The Dialog renders its children only while open: each open starts the body afresh.
  return (
    <Dialog open={open} title={title ?? t('title')} onClose={close} closeLabel={t('cancel')}>
      <ScannerBody
        formats={formats}
        foundMs={foundMs}
        onFound={(code) => {
          onResult(code);
          onClose();
        }}
        stopCameraRef={stopCameraRef}
      />
    </Dialog>
  );
}

type BodyProps = { formats: readonly ScanFormat[]; foundMs: number; onFound: (code: string) => void; stopCameraRef: RefObject<() => void> };

function ScannerBody({ formats, foundMs, onFound, stopCameraRef }: BodyProps) {
  const { t } = useTexts(SCANNER_NS);
  const [phase, setPhase] = useState<ScannerPhase>({ name: 'asking' });
  const [attempt, setAttempt] = useState(0);
  const [torch, setTorch] = useState<boolean | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const formatKey = formats.join(',');

  /** Every track stopped at once, not after a render; the picture let go unless `keepPicture` (the code read stays in view). */
  const stop = useEffectEvent((keepPicture = false) => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    const el = video.current;
    if (!el) return;
    el.pause();
    if (!keepPicture) el.srcObject = null;
  });
  const found = useEffectEvent(onFound);

  useEffect(() => {
    stopCameraRef.current = () => stop();
    let live = true;
    const devices = scannerDevices();
    // The reader loads while the user answers the camera's prompt.
    const reader = devices.createDetector(formatKey.split(',') as ScanFormat[]);
    reader.catch(() => undefined); // said below, once the camera runs
    const fail = () => {
      if (!live) return;
      stop();
      setPhase({ name: 'reader-failed' });
    };
    let seen = false;
    /** The first frame the page has (the event, or the reader's first look if that comes first). */
    const inView = () => {
      if (seen) return;
      seen = true;
      performance.mark(SCANNER_MARKS.inView);
    };
    void (async () => {
      let media: MediaStream;
      try {
        media = await devices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (live) setPhase(cameraFailure(error));
        return;
      }
      if (!live) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      stream.current = media;
      const el = video.current;
      if (el) {
        el.srcObject = media;
        el.play().catch(() => undefined); // a muted stream plays without a gesture; the frames come either way
        el.addEventListener('loadeddata', inView, { once: true });
        // The first frame's presentation (every browser the portal supports has the callback).
        el.requestVideoFrameCallback((_, frame) => performance.mark(SCANNER_MARKS.shown, { startTime: frame.presentationTime }));
      }
      setTorch(hasTorch(media) ? false : null);
      setPhase({ name: 'scanning', ready: false });
      let detector: Detector;
      try {
        detector = await reader;
      } catch {
        fail();
        return;
      }
      if (!live) return;
      performance.mark(SCANNER_MARKS.ready);
      setPhase({ name: 'scanning', ready: true });
      while (live) {
        const source = video.current;
        if (source && source.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          inView();
          let code: string | undefined;
          try {
            code = (await detector.detect(source))[0]?.rawValue;
          } catch {
            fail();
            return;
          }
          if (code && live) {
            performance.mark(SCANNER_MARKS.read);
            stop(true);
            setPhase({ name: 'found', code });
            return;
          }
        }
        await sleep(FRAME_MS);
      }
    })();
    return () => {
      live = false;
      stop();
    };
  }, [attempt, formatKey, stopCameraRef]);

  const code = phase.name === 'found' ? phase.code : null;
  useEffect(() => {
    if (code === null) return;
    const timer = setTimeout(() => found(code), foundMs);
    return () => clearTimeout(timer);
  }, [code, foundMs]);

  const status =
    phase.name === 'asking' ? t('asking') : phase.name === 'scanning' ? t(phase.ready ? 'scanning' : 'preparing') : phase.name === 'found' ? t('found', { code: phase.code }) : '';
  const failure =
    phase.name === 'denied' ? t('denied') : phase.name === 'unavailable' ? t(phase.why === 'no-camera' ? 'noCamera' : 'cameraBusy') : phase.name === 'reader-failed' ? t('readerFailed') : null;
  const picture = phase.name === 'scanning' || phase.name === 'found';

  return (
    <>
      <div className="fsp-scanner-view" role="region" aria-label={t('picture')} hidden={!picture}>
        <video ref={video} muted playsInline autoPlay aria-hidden="true" />
        <div className="fsp-scanner-frame" aria-hidden="true" data-found={code === null ? undefined : ''} />
      </div>
      <p className="fsp-scanner-status" role="status">
        {status}
      </p>
      {failure ? (
        <div className="fsp-alert fsp-scanner-failure" role="alert">
          <p>{failure}</p>
          <p>{t('typeInstead')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setPhase({ name: 'asking' });
              setTorch(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {torch !== null && phase.name === 'scanning' ? (
        <div>
          <Button
            variant="secondary"
            aria-pressed={torch}
            onClick={() => {
              const on = !torch;
              stream.current
                ?.getVideoTracks()[0]
                ?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
                .then(
                  () => setTorch(on),
                  () => undefined, // refused: the toggle stays as the light is
                );
            }}
          >
            {t('light')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
