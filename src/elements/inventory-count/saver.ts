/**
 * How typed quantities reach the server (spec 3 §5 Inventory counts; issue 18, nothing lost): one
 * queue for the whole count, one update in flight at a time, sent in the order typed; a newer
 * quantity for a line that is still waiting replaces the older one.
 *
 * - Online, a quantity is sent (REPORT_LINE with the line's fetchedTimestamp). A second quantity
 *   for a line typed while the first was in flight is sent on the version the first one's answer
 *   gave, so a user never conflicts with themselves.
 * - Without a connection (the browser offline, or no answer at all) the quantity is kept
 *   (outbox.ts, IndexedDB) and the line says "not yet saved"; the queue is sent, in order, when the
 *   connection returns (`resume()`, on the `online` event) or when the count opens again online.
 * - When the line changed on the server since the version the quantity was typed on (409
 *   INVENTORY_LINE_CHANGED), nothing is overwritten: the line is read as it is now and the line
 *   shows both values (`conflict`) until the user chooses (`resolve`).
 * - Any other refusal is the line's error (its text); the kept record is dropped.
 *
 * No React here: the element subscribes (useSyncExternalStore) and gives the calls.
 */
import type { InventoryLine, LineUpdateResult } from '../../contract/inventories.ts';

export type CountJob = {
  line: number;
  value: number;
  /** The line's version the value was typed on. */
  fetchedTimestamp: number;
  /** When it was typed (ISO): a restored queue is sent in this order. */
  at: string;
};

export type LineSave =
  | { kind: 'saving'; value: number }
  /** Kept in this browser, not yet sent. */
  | { kind: 'pending'; value: number }
  /** The line changed on the server: ours and theirs, until the user chooses. */
  | { kind: 'conflict'; value: number; theirs: InventoryLine }
  | { kind: 'error'; value: number; text: string };

export type SaverDeps = {
  send: (job: CountJob) => Promise<LineUpdateResult>;
  /** The line as it is now (after a 409). */
  fetchLine: (line: number) => Promise<InventoryLine>;
  /** Keeps a job in this browser; `drop` forgets it. Failures are the store's (no IndexedDB): ignored. */
  keep: (job: CountJob) => Promise<void>;
  drop: (line: number) => Promise<void>;
  /** An answer: the count and the line as they are now (the caches follow). */
  onSaved: (result: LineUpdateResult) => void;
  /** Another line as it is now (a conflict resolved with the server's value). */
  onLine: (line: InventoryLine) => void;
  online: () => boolean;
  /** What kind of failure: no answer (kept), a changed line (conflict), or a refusal with its text. */
  classify: (error: unknown) => { kind: 'network' } | { kind: 'changed' } | { kind: 'refused'; text: string };
};

export class CountSaver {
  private readonly queue: CountJob[] = [];
  private running = false;
  private states = new Map<number, LineSave>();
  /** A line's versions our own saves made: `${line}:${from}` -> the version after. */
  private readonly successors = new Map<string, number>();
  /** Each line as our last save's answer gave it. */
  private readonly answered = new Map<number, InventoryLine>();
  private readonly listeners = new Set<() => void>();
  private snapshot: ReadonlyMap<number, LineSave> = this.states;

  private deps: SaverDeps;

  constructor(deps: SaverDeps) {
    this.deps = deps;
  }

  /** Gives newer calls (a render's): what is under way goes on with them. */
  configure(deps: SaverDeps): void {
    this.deps = deps;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The lines' save states (a new map whenever one changes). */
  getSnapshot = (): ReadonlyMap<number, LineSave> => this.snapshot;

  private set(line: number, state: LineSave | null): void {
    const next = new Map(this.states);
    if (state) next.set(line, state);
    else next.delete(line);
    this.states = next;
    this.snapshot = next;
    for (const l of this.listeners) l();
  }

  /** The value a line has or will have once the queue is sent (for "differs from the stored value"). */
  valueOf(line: number): number | undefined {
    const state = this.states.get(line);
    return state && state.kind !== 'error' ? state.value : undefined;
  }

  /**
   * The newer of a line as read and as our last save's answer gave it (its version grows with
   * every change): a line read while a save of it was in flight may be older than what that save
   * made (scan-to-count reads a line for each scan and adds one to what it shows).
   */
  newest(line: InventoryLine): InventoryLine {
    const answer = this.answered.get(line.id);
    return answer && answer.fetchedTimestamp > line.fetchedTimestamp ? answer : line;
  }

  /** Queues a typed quantity (replacing one still waiting for the line) and sends the queue. */
  submit(job: CountJob): void {
    const waiting = this.queue.findIndex((j) => j.line === job.line);
    if (waiting >= 0) this.queue.splice(waiting, 1, { ...job, fetchedTimestamp: this.queue[waiting]?.fetchedTimestamp ?? job.fetchedTimestamp });
    else this.queue.push(job);
    if (!this.deps.online()) {
      this.set(job.line, { kind: 'pending', value: job.value });
      void this.deps.keep(job).catch(() => undefined);
      return;
    }
    this.set(job.line, { kind: 'saving', value: job.value });
    void this.pump();
  }

  /** Jobs kept by an earlier visit: shown as not yet saved, sent when online. */
  restore(jobs: readonly CountJob[]): void {
    for (const job of [...jobs].sort((a, b) => a.at.localeCompare(b.at))) {
      if (this.queue.some((j) => j.line === job.line)) continue;
      this.queue.push(job);
      this.set(job.line, { kind: 'pending', value: job.value });
    }
    this.resume();
  }

  /** The connection is back: send what waits. */
  resume(): void {
    if (this.deps.online() && this.queue.length) void this.pump();
  }

  /** Whether anything is waiting or in flight. */
  get busy(): boolean {
    return this.running || this.queue.length > 0;
  }

  /** The user's choice on a conflict: send ours on the line's new version, or take theirs. */
  resolve(line: number, choice: 'mine' | 'theirs'): void {
    const state = this.states.get(line);
    if (state?.kind !== 'conflict') return;
    if (choice === 'theirs') {
      this.set(line, null);
      this.deps.onLine(state.theirs);
      return;
    }
    this.submit({ line, value: state.value, fetchedTimestamp: state.theirs.fetchedTimestamp, at: new Date().toISOString() });
  }

  /** Forgets a line's error (the user typed again). */
  clearError(line: number): void {
    if (this.states.get(line)?.kind === 'error') this.set(line, null);
  }

  private version(job: CountJob): number {
    let v = job.fetchedTimestamp;
    for (let next = this.successors.get(`${job.line}:${v}`); next !== undefined; next = this.successors.get(`${job.line}:${v}`)) v = next;
    return v;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length && this.deps.online()) {
        // Off the queue while in flight: a value typed meanwhile for the line waits behind it.
        const job = this.queue.shift() as CountJob;
        const sent = { ...job, fetchedTimestamp: this.version(job) };
        try {
          const result = await this.deps.send(sent);
          if (result.inventoryLine) {
            this.successors.set(`${job.line}:${sent.fetchedTimestamp}`, result.inventoryLine.fetchedTimestamp);
            this.answered.set(job.line, result.inventoryLine);
          }
          // A newer value typed meanwhile keeps its own state (and its kept record).
          if (!this.queue.some((j) => j.line === job.line)) {
            await this.deps.drop(job.line).catch(() => undefined);
            this.set(job.line, null);
          }
          this.deps.onSaved(result);
        } catch (error) {
          const failure = this.deps.classify(error);
          if (failure.kind === 'network') {
            // Still no connection: it goes back first (unless a newer value for the line waits), and
            // everything waiting is kept, and said so; sent when the connection returns.
            if (!this.queue.some((j) => j.line === job.line)) this.queue.unshift(job);
            for (const waiting of this.queue) {
              this.set(waiting.line, { kind: 'pending', value: waiting.value });
              await this.deps.keep(waiting).catch(() => undefined);
            }
            return;
          }
          if (this.queue.some((j) => j.line === job.line)) continue;
          await this.deps.drop(job.line).catch(() => undefined);
          if (failure.kind === 'changed') {
            const theirs = await this.deps.fetchLine(job.line).catch(() => null);
            if (theirs) this.set(job.line, { kind: 'conflict', value: job.value, theirs });
            else this.set(job.line, { kind: 'error', value: job.value, text: '' });
          } else this.set(job.line, { kind: 'error', value: job.value, text: failure.text });
        }
      }
    } finally {
      this.running = false;
    }
  }
}
