/**
 * Scan-to-count (issue 40): a mode of the open count where each scan counts. An inventory number
 * scanned reports its fixed asset's line counted (1); a product (its number, or a GS1 code's GTIN)
 * or a batch adds one to its line. The rules are scan-count.ts's; this is the panel: the code field
 * (a hand scanner types into it, the camera's button beside it, a person may type and press Enter),
 * the result said in a live region and felt (core's scanSignal: a tone and a vibration, which the
 * user can turn off), the running count with the last scan and its undo, and the list to choose
 * from when a code matches several lines.
 *
 * Each scan searches the count's lines (the same call as the search) and is saved through the
 * count's saver, as typing is: one update at a time, kept in this browser while the connection is
 * lost. Without a connection the lines loaded on this device are searched instead (a GTIN alone
 * cannot be matched there: the user is told to scan the product number). Scans are handled one at a
 * time, in the order read, so a fast scanner's second scan of a product adds to its first.
 * Undo sets the line back to what it showed before the scan; a line that had nothing reported is
 * reset (RESET_REPORTING), which needs the connection and the line's save to have landed.
 *
 * Loaded when the mode is first turned on (a part of its own): the element's whole does not carry it.
 */
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { inventoryKeys } from '../../../areas/inventories/count.ts';
import type { InventoryLine } from '../../../contract/inventories.ts';
import type { Gs1Result } from '../../../core/format/gs1.ts';
import { ApiFailure } from '../../../core/http/client.ts';
import { useApi } from '../../../core/http/query.ts';
import { addTexts, useTexts } from '../../../core/i18n/index.ts';
import { Button, TextField } from '../../../core/ui/components.tsx';
import { readScan, ScanField } from '../../../core/ui/scanner/scan-field.tsx';
import { useSheet } from '../../../core/ui/sheet.ts';
import { prepareScanSignal, scanSignal, type ScanSignal } from '../../../core/ui/scanner/signal.ts';
import type { LinePage } from '../api.ts';
import type { CountSaver } from '../saver.ts';
import css from './scan-to-count.css?inline';
import { loadedMatches, ScanLog, scanSearch, scanTarget, scannedValue, shownQuantity, type ScanEntry, type ScannedCode } from '../scan-count.ts';

export const SCAN_NS = 'inventory-count-scan';
addTexts(SCAN_NS, { sv: () => import('./scan-to-count.sv.json'), en: () => import('./scan-to-count.en.json') });

/** How many lines a scan's search reads: more than a product has lines in one storage. */
const SCAN_SEARCH_AMOUNT = 50;

type Said = { kind: ScanSignal; text: string };

export type ScanToCountProps = {
  storage: number;
  saver: CountSaver;
  /** RESET_REPORTING of a line at its version (the count's own mutation: the caches follow). */
  resetLine: (line: number, fetchedTimestamp: number) => Promise<unknown>;
  /** A failure's text, the count's own texts of its codes first. */
  failure: (error: unknown) => string;
  onClose: () => void;
};

export function ScanToCount({ storage, saver, resetLine, failure, onClose }: ScanToCountProps) {
  useSheet(css);
  const { t } = useTexts(SCAN_NS);
  const api = useApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [said, setSaid] = useState<Said | null>(null);
  const [choosing, setChoosing] = useState<{ code: string; lines: InventoryLine[] } | null>(null);
  const [sound, setSound] = useState(true);
  const [log] = useState(() => new ScanLog());
  const [, logChanged] = useReducer((n: number) => n + 1, 0);
  const [undoing, setUndoing] = useState(false);
  // One scan at a time, in the order read.
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    field.current?.focus();
    // The toggle's click has given the page its user activation: the audio may start now. A key
    // or a press in the panel (a hand scanner's first key) prepares it too, within that gesture.
    prepareScanSignal();
  }, []);

  const say = (next: Said) => {
    setSaid(next);
    if (sound) scanSignal(next.kind);
  };

  const labelOf = (line: InventoryLine) => {
    const p = line.product;
    const id = p.inventoryNumber ?? (p.batch ? t('batch', { batch: p.batch }) : p.productNumber);
    return `${p.name} · ${id} · ${line.location.value ?? '–'}`;
  };

  /** Counts one line for a scan: sets an item to 1, adds one to a product's or batch's line. */
  const count = (kind: 'item' | 'add', found: InventoryLine) => {
    const line = saver.newest(found);
    const before = shownQuantity(line, saver.valueOf(line.id));
    const after = scannedValue(kind, before);
    const label = labelOf(line);
    if (before === after) {
      say({ kind: 'ok', text: t('alreadyCounted', { line: label }) });
      return;
    }
    saver.submit({ line: line.id, value: after, fetchedTimestamp: line.fetchedTimestamp, at: new Date().toISOString() });
    log.add({ line: line.id, version: line.fetchedTimestamp, label, before, after });
    logChanged();
    say({ kind: 'ok', text: t('counted', { line: label, count: after }) });
  };

  /** The lines a scan can mean: the server's search, or without a connection those loaded here. */
  const find = async (code: ScannedCode): Promise<{ lines: InventoryLine[]; offline: boolean }> => {
    try {
      const page = await api(
        'get',
        'fsp/v1/inventories/lines',
        { query: { baseStorageId: storage, status: 'ALL', from: 0, amount: SCAN_SEARCH_AMOUNT, searchValue: scanSearch(code) } },
        { notify: false },
      );
      return { lines: page.page, offline: false };
    } catch (error) {
      if (!(error instanceof ApiFailure && error.status === null)) throw error;
      const loaded = queryClient
        .getQueriesData<InfiniteData<LinePage>>({ queryKey: [...inventoryKeys.all, storage, 'lines'] })
        .flatMap(([, data]) => data?.pages.flatMap((p) => p.page) ?? []);
      return { lines: loadedMatches(code, loaded), offline: true };
    }
  };

  const handle = async (code: ScannedCode) => {
    setChoosing(null);
    let result: { lines: InventoryLine[]; offline: boolean };
    try {
      result = await find(code);
    } catch (error) {
      say({ kind: 'fail', text: t('searchFailed', { text: failure(error) }) });
      return;
    }
    const target = scanTarget(code, result.lines);
    const shown = code.raw;
    switch (target.kind) {
      case 'item':
      case 'add':
        count(target.kind, target.line);
        return;
      case 'choose':
        setChoosing({ code: shown, lines: target.lines });
        say({ kind: 'ask', text: t('chooseSaid', { code: shown, count: target.lines.length }) });
        return;
      case 'fixed-asset-product':
        say({ kind: 'fail', text: t('fixedAssetProduct', { code: shown }) });
        return;
      case 'none':
        say({ kind: 'fail', text: t(result.offline ? (code.gtin ? 'noMatchOfflineGtin' : 'noMatchOffline') : 'noMatch', { code: shown }) });
    }
  };

  const take = (code: ScannedCode) => {
    // A scan that failed unforeseen is said, and the queue goes on with the next.
    queue.current = queue.current.then(() => handle(code)).catch((error: unknown) => say({ kind: 'fail', text: t('searchFailed', { text: failure(error) }) }));
  };

  const onCode = (code: string, parsed: Gs1Result) => {
    setText(code);
    take({ raw: code, ...(parsed.gtin ? { gtin: parsed.gtin } : {}), ...(parsed.batch ? { batch: parsed.batch } : {}) });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = text.trim();
    if (!typed) {
      say({ kind: 'fail', text: t('empty') });
      return;
    }
    field.current?.select();
    readScan(typed).then(
      (read) => read && onCode(read.code, read.parsed),
      () => say({ kind: 'fail', text: t('core:errors.noResponse') }),
    );
  };

  const choose = (line: InventoryLine) => {
    setChoosing(null);
    count('add', line);
    field.current?.focus();
  };

  /** Takes the last scan back: the line set to what it showed before, or reset if it had nothing. */
  const undo = async () => {
    const entry = log.undo();
    if (!entry) return;
    logChanged();
    const back = (text: string) => {
      log.add(entry);
      logChanged();
      say({ kind: 'fail', text });
    };
    if (entry.before !== null) {
      saver.submit({ line: entry.line, value: entry.before, fetchedTimestamp: entry.version, at: new Date().toISOString() });
      say({ kind: 'ok', text: t('undone', { line: entry.label, count: entry.before }) });
      return;
    }
    setUndoing(true);
    try {
      await landed(saver, entry.line);
      const line = await api('get', 'fsp/v1/inventories/lines/{line}', { params: { line: entry.line } }, { notify: false });
      await resetLine(entry.line, line.fetchedTimestamp);
      say({ kind: 'ok', text: t('undoneReset', { line: entry.label }) });
    } catch (error) {
      back(error instanceof NotLanded ? t('undoWaits', { line: entry.label }) : t('undoFailed', { text: failure(error) }));
    } finally {
      setUndoing(false);
    }
  };

  const last: ScanEntry | undefined = log.last;
  return (
    <section className="scan-count" part="scan-count" aria-labelledby={titleId} onKeyDownCapture={prepareScanSignal} onPointerDownCapture={prepareScanSignal}>
      <div className="scan-count-head">
        <h3 id={titleId}>{t('title')}</h3>
        <Button variant="link" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      <p className="muted">{t('intro')}</p>
      <form className="scan-count-form" onSubmit={submit} noValidate>
        <TextField ref={field} label={t('field')} value={text} onValueChange={setText} autoComplete="off" spellCheck={false} maxLength={200} />
        <ScanField inputRef={field} label={t('scan')} title={t('title')} onCode={onCode} />
        <Button type="submit" variant="secondary">
          {t('submit')}
        </Button>
      </form>
      <label className="choice">
        <input
          type="checkbox"
          checked={sound}
          onChange={(e) => {
            if (e.target.checked) prepareScanSignal();
            setSound(e.target.checked);
          }}
        />
        {t('sound')}
      </label>
      <p className={`scan-said${said ? ` ${said.kind}` : ''}`} role="status" part="scan-result">
        {said?.text}
      </p>
      {choosing ? (
        <div className="scan-choose" role="group" aria-label={t('chooseLabel', { code: choosing.code })}>
          <p>{t('choose', { code: choosing.code })}</p>
          <ul>
            {choosing.lines.map((line) => (
              <li key={line.id}>
                <Button variant="secondary" onClick={() => choose(line)}>
                  {t('chooseLine', { line: labelOf(line), count: shownQuantity(saver.newest(line), saver.valueOf(line.id)) ?? 0 })}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="link" onClick={() => setChoosing(null)}>
            {t('chooseCancel')}
          </Button>
        </div>
      ) : null}
      <div className="scan-tally" part="scan-tally">
        <p>
          <strong>{t('scans', { count: log.count })}</strong>
          {last ? <span className="muted"> · {t('last', { line: last.label, before: last.before ?? t('notCounted'), after: last.after })}</span> : null}
        </p>
        <Button variant="secondary" disabled={!last} busy={undoing} onClick={() => void undo()}>
          {t('undo')}
        </Button>
      </div>
    </section>
  );
}

class NotLanded extends Error {}

/**
 * Resolves when the saver has no save of the line waiting or in flight; a save kept offline, or
 * one that ended in a conflict or a refusal, is not going to land by itself: NotLanded.
 */
function landed(saver: CountSaver, line: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = saver.getSnapshot().get(line);
      if (!state) return true;
      if (state.kind === 'saving') return false;
      throw new NotLanded();
    };
    try {
      if (check()) return resolve();
    } catch (error) {
      return reject(error instanceof Error ? error : new NotLanded());
    }
    const stop = saver.subscribe(() => {
      try {
        if (!check()) return;
        stop();
        resolve();
      } catch (error) {
        stop();
        reject(error instanceof Error ? error : new NotLanded());
      }
    });
  });
}
