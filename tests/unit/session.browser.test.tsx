import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, SESSION_KEY, onSessionEnd, session } from '../../src/core/session/store.ts';

const A = '0123456789abcdef0123456789abcdef';
const B = 'fedcba9876543210fedcba9876543210';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('uses the key fsp.session', () => {
    expect(SESSION_KEY).toBe('fsp.session');
    expect(LANGUAGE_KEY).toBe('fsp.language');
  });

  it('start(id, false): sessionStorage only', () => {
    session.start(A, false);
    expect(sessionStorage.getItem('fsp.session')).toBe(A);
    expect(localStorage.getItem('fsp.session')).toBeNull();
    expect(session.get()).toMatchObject({ sessionId: A, storage: 'session', appData: null });
  });

  it('start(id, true): localStorage only', () => {
    session.start(A, true);
    expect(localStorage.getItem('fsp.session')).toBe(A);
    expect(sessionStorage.getItem('fsp.session')).toBeNull();
    expect(session.get()).toMatchObject({ sessionId: A, storage: 'local' });
  });

  it('a new start removes the id of the previous one from the other storage', () => {
    session.start(A, true);
    session.start(B, false);
    expect(localStorage.getItem('fsp.session')).toBeNull();
    expect(sessionStorage.getItem('fsp.session')).toBe(B);
    session.start(A, true);
    expect(sessionStorage.getItem('fsp.session')).toBeNull();
    expect(localStorage.getItem('fsp.session')).toBe(A);
  });

  it('restore() prefers localStorage', () => {
    localStorage.setItem('fsp.session', A);
    sessionStorage.setItem('fsp.session', B);
    expect(session.restore()).toBe(A);
    expect(session.get()).toMatchObject({ sessionId: A, storage: 'local' });
  });

  it('restore() falls back to sessionStorage, then to none', () => {
    sessionStorage.setItem('fsp.session', B);
    expect(session.restore()).toBe(B);
    expect(session.get()).toMatchObject({ sessionId: B, storage: 'session' });
    sessionStorage.clear();
    expect(session.restore()).toBeNull();
    expect(session.get().sessionId).toBeNull();
  });

  it('clear() leaves neither storage with the key and calls onSessionEnd listeners', () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    session.start(A, true);
    sessionStorage.setItem('fsp.session', B);
    session.clear();
    expect(localStorage.getItem('fsp.session')).toBeNull();
    expect(sessionStorage.getItem('fsp.session')).toBeNull();
    expect(session.get()).toMatchObject({ sessionId: null, appData: null, initialized: true });
    expect(ended).toHaveBeenCalledTimes(1);
    off();
    session.clear();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('adopt(id) keeps the id in memory only', () => {
    session.adopt(A);
    expect(session.get()).toMatchObject({ sessionId: A, storage: 'memory', initialized: false });
    expect(localStorage.getItem('fsp.session')).toBeNull();
    expect(sessionStorage.getItem('fsp.session')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('adopt(null) ends the session', () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    session.adopt(A);
    session.adopt(null);
    expect(session.get().sessionId).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    off();
  });

  it("setLanguage('en') persists fsp.language; remember=false does not", () => {
    session.setLanguage('en');
    expect(localStorage.getItem('fsp.language')).toBe('en');
    expect(session.get().language).toBe('en');
    session.setLanguage('sv', false);
    expect(session.get().language).toBe('sv');
    expect(localStorage.getItem('fsp.language')).toBe('en');
  });
});
