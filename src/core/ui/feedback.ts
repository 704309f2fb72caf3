/**
 * Snackbar and reconnect-dialog state, shared by every element on the page. Only one host renders
 * them (the first mounted one), so two elements never show the same message twice.
 */
import { createStore } from 'zustand/vanilla';

export const SNACKBAR_MS = 5000;
export const RECONNECT_POLL_MS = 1000;

export type Snack = { id: number; text: string; kind: 'info' | 'success' | 'error' };

type FeedbackState = {
  snack: Snack | null;
  reconnect: { text: string } | null;
  owners: symbol[];
};

export const feedbackStore = createStore<FeedbackState>(() => ({ snack: null, reconnect: null, owners: [] }));

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The page reload after reconnecting; tests replace it. */
export const page = { reload: () => window.location.reload() };

export const feedback = {
  snack(text: string, kind: Snack['kind'] = 'info'): void {
    clearTimeout(timer);
    const id = nextId++;
    feedbackStore.setState({ snack: { id, text, kind } });
    timer = setTimeout(() => feedback.dismiss(id), SNACKBAR_MS);
  },
  dismiss(id?: number): void {
    const current = feedbackStore.getState().snack;
    if (current && (id === undefined || current.id === id)) feedbackStore.setState({ snack: null });
  },
  openReconnect(text: string): void {
    if (!feedbackStore.getState().reconnect) feedbackStore.setState({ reconnect: { text } });
  },
  /** Registers a feedback host; returns the unregister function. */
  claim(owner: symbol): () => void {
    feedbackStore.setState((s) => ({ owners: [...s.owners, owner] }));
    return () => feedbackStore.setState((s) => ({ owners: s.owners.filter((o) => o !== owner) }));
  },
};
