import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement, type PropsOf } from '../../src/core/element/define.tsx';
import { useElementContext } from '../../src/core/element/context.ts';
import { session } from '../../src/core/session/store.ts';

const ATTRIBUTES = { open: 'boolean', count: 'number', label: 'string' } as const;
type ProbeProps = PropsOf<typeof ATTRIBUTES>;

type ProbeElement = HTMLElement & {
  open: boolean;
  count: number | null;
  label: string | null;
  lang: string;
  apiBase: string | null;
  sessionId: string | null;
};

function Probe(props: ProbeProps) {
  const ctx = useElementContext();
  const [emitted, setEmitted] = useState<string>('none');
  return (
    <div>
      <p data-testid="out">{JSON.stringify(props)}</p>
      <p data-testid="api-base">{ctx?.apiBase ?? 'no context'}</p>
      <button type="button" onClick={() => setEmitted(String(ctx?.emit('fsp-navigate', { path: '/x' }, true)))}>
        go
      </button>
      <output data-testid="emitted">{emitted}</output>
    </div>
  );
}

const PROBE_TAG = 'fsp-test-probe';
const Probe1 = defineElement({ tag: PROBE_TAG, attributes: ATTRIBUTES, component: Probe, css: '.probe { color: red; }' });

function create(tag = PROBE_TAG, attributes: Record<string, string> = {}): ProbeElement {
  const el = document.createElement(tag) as ProbeElement;
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

function part(el: HTMLElement, testId: string): HTMLElement | null {
  return el.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null;
}

/** The props the component rendered, once it has rendered. */
function rendered(el: HTMLElement): Promise<unknown> {
  return expect
    .poll(() => part(el, 'out')?.textContent ?? null)
    .not.toBeNull()
    .then(() => JSON.parse(part(el, 'out')?.textContent ?? 'null') as unknown);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('defineElement', () => {
  it('renders inside an open shadow root', async () => {
    const el = create();
    expect(el.shadowRoot).not.toBeNull();
    expect(el.shadowRoot?.mode).toBe('open');
    await expect.poll(() => part(el, 'out')?.textContent).toBe(JSON.stringify({ open: false, count: null, label: null }));
    // Nothing is rendered into the light DOM.
    expect(el.children).toHaveLength(0);
  });

  it('adopts stylesheets, the same CSSStyleSheet objects in every instance', () => {
    const a = create();
    const b = create();
    const sheetsA = a.shadowRoot?.adoptedStyleSheets ?? [];
    const sheetsB = b.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheetsA.length).toBeGreaterThan(0);
    expect(sheetsB).toHaveLength(sheetsA.length);
    sheetsA.forEach((s, i) => expect(sheetsB[i]).toBe(s));
    // The element's own css is among them.
    const rules = sheetsA.flatMap((s) => Array.from(s.cssRules, (r) => r.cssText));
    expect(rules).toContain('.probe { color: red; }');
  });

  it('booleans follow presence semantics', async () => {
    const present = create(PROBE_TAG, { open: '' });
    expect(present.open).toBe(true);
    await expect.poll(() => part(present, 'out')?.textContent).toContain('"open":true');

    const absent = create();
    expect(absent.open).toBe(false);

    absent.open = true;
    expect(absent.hasAttribute('open')).toBe(true);
    expect(absent.getAttribute('open')).toBe('');
    expect(absent.open).toBe(true);
    await expect.poll(() => part(absent, 'out')?.textContent).toContain('"open":true');

    absent.open = false;
    expect(absent.hasAttribute('open')).toBe(false);
    expect(absent.open).toBe(false);
    await expect.poll(() => part(absent, 'out')?.textContent).toContain('"open":false');

    // "false" as an attribute value is still present, hence true (HTML semantics).
    const falsy = create(PROBE_TAG, { open: 'false' });
    expect(falsy.open).toBe(true);
  });

  it('strings: properties reflect to attributes; removing the attribute resets the property', async () => {
    const el = create(PROBE_TAG, { label: 'Hej' });
    expect(el.label).toBe('Hej');
    expect(await rendered(el)).toMatchObject({ label: 'Hej' });
    el.label = 'Hallå';
    expect(el.getAttribute('label')).toBe('Hallå');
    await expect.poll(() => part(el, 'out')?.textContent).toContain('"label":"Hallå"');
    el.removeAttribute('label');
    expect(el.label).toBeNull();
    await expect.poll(() => part(el, 'out')?.textContent).toContain('"label":null');
    el.label = 'again';
    el.label = null;
    expect(el.hasAttribute('label')).toBe(false);
    expect(el.label).toBeNull();
  });

  it('numbers are parsed', async () => {
    const el = create(PROBE_TAG, { count: '42' });
    expect(el.count).toBe(42);
    expect(await rendered(el)).toMatchObject({ count: 42 });
    el.setAttribute('count', '4.5');
    expect(el.count).toBe(4.5);
    el.count = 7;
    expect(el.getAttribute('count')).toBe('7');
    expect(el.count).toBe(7);
    await expect.poll(() => part(el, 'out')?.textContent).toContain('"count":7');
    el.setAttribute('count', 'abc');
    expect(el.count).toBeNull();
    el.removeAttribute('count');
    expect(el.count).toBeNull();
  });

  it('api-base is the kebab-case attribute of apiBase and reaches the context', async () => {
    const el = create();
    await expect.poll(() => part(el, 'api-base')?.textContent).toBe('/rs');
    el.setAttribute('api-base', '/other/rs');
    expect(el.apiBase).toBe('/other/rs');
    await expect.poll(() => part(el, 'api-base')?.textContent).toBe('/other/rs');
  });

  it('lang sets the language of the rendered root', async () => {
    const el = create(PROBE_TAG, { lang: 'en' });
    await expect.poll(() => el.shadowRoot?.querySelector('.fsp-root')?.getAttribute('lang')).toBe('en');
  });

  it('a property set before the definition loaded is not lost', async () => {
    const tag = 'fsp-test-early';
    expect(customElements.get(tag)).toBeUndefined();
    const el = document.createElement(tag) as ProbeElement;
    el.label = 'early';
    el.count = 3;
    document.body.append(el);
    defineElement({ tag, attributes: ATTRIBUTES, component: Probe, css: '' });
    expect(el.shadowRoot).not.toBeNull();
    expect(el.label).toBe('early');
    expect(el.getAttribute('label')).toBe('early');
    expect(el.count).toBe(3);
    expect(Object.prototype.hasOwnProperty.call(el, 'label')).toBe(false);
    expect(await rendered(el)).toMatchObject({ label: 'early', count: 3 });
    // The accessor works afterwards.
    el.label = 'later';
    expect(el.getAttribute('label')).toBe('later');
  });

  it('defining the same tag twice does not throw and returns the same constructor', () => {
    let again: CustomElementConstructor | undefined;
    expect(() => {
      again = defineElement({ tag: PROBE_TAG, attributes: ATTRIBUTES, component: Probe, css: '' });
    }).not.toThrow();
    expect(again).toBe(Probe1);
    expect(customElements.get(PROBE_TAG)).toBe(Probe1);
  });

  it('the sessionId property sets the shared session, in memory only, never as an attribute', () => {
    const id = '0123456789abcdef0123456789abcdef';
    const el = create();
    el.sessionId = id;
    expect(session.get().sessionId).toBe(id);
    expect(session.get().storage).toBe('memory');
    expect(el.sessionId).toBe(id);
    expect(el.hasAttribute('session-id')).toBe(false);
    expect(el.hasAttribute('sessionid')).toBe(false);
    expect(sessionStorage.getItem('fsp.session')).toBeNull();
    expect(localStorage.getItem('fsp.session')).toBeNull();
    el.sessionId = null;
    expect(session.get().sessionId).toBeNull();
  });

  it('emitted events reach document (bubbles + composed); preventDefault makes emit return false', async () => {
    const el = create();
    const seen: { path: string; target: EventTarget | null; composed: boolean; bubbles: boolean }[] = [];
    const listen = (e: CustomEvent<{ path: string }>) => seen.push({ path: e.detail.path, target: e.target, composed: e.composed, bubbles: e.bubbles });
    document.addEventListener('fsp-navigate', listen);
    try {
      await expect.poll(() => el.shadowRoot?.querySelector('button')).not.toBeNull();
      el.shadowRoot?.querySelector('button')?.click();
      await expect.poll(() => part(el, 'emitted')?.textContent).toBe('true');
      expect(seen).toEqual([{ path: '/x', target: el, composed: true, bubbles: true }]);

      const cancel = (e: Event) => e.preventDefault();
      document.addEventListener('fsp-navigate', cancel);
      try {
        el.shadowRoot?.querySelector('button')?.click();
        await expect.poll(() => part(el, 'emitted')?.textContent).toBe('false');
        expect(seen).toHaveLength(2);
      } finally {
        document.removeEventListener('fsp-navigate', cancel);
      }
    } finally {
      document.removeEventListener('fsp-navigate', listen);
    }
  });

  it('unmounts the React tree when removed', async () => {
    const el = create();
    await expect.poll(() => part(el, 'out')).not.toBeNull();
    el.remove();
    await expect.poll(() => part(el, 'out')).toBeNull();
  });

  it('asks for its texts as it mounts, before its first render, in the language of its lang attribute', async () => {
    const loads: string[] = [];
    const Texted = () => <p data-testid="texted">ready</p>;
    const answer = (lang: string) => () => {
      loads.push(lang);
      return Promise.resolve({ default: { hello: lang } });
    };
    const loader = vi.fn(answer('en'));
    defineElement({ tag: 'fsp-test-texted', attributes: {}, component: Texted, css: '', texts: { ns: 'test-texted', sv: answer('sv'), en: loader } });
    const el = create('fsp-test-texted', { lang: 'en' });
    // Connected: mounted at once (its code is in); React renders a task later.
    expect(loads).toEqual(['en']);
    expect(part(el, 'texted')).toBeNull();
    await expect.poll(() => part(el, 'texted')?.textContent ?? null).toBe('ready');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

