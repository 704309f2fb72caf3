/**
 * Tags defined up front by declareElement() (what the loader does): the implementation loads on the
 * first connection, wherever the tag is — in the document, in an open or closed shadow root of the
 * host's own component, created before or after the declaration — and nothing is added to the host
 * document.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declareElement } from '../../src/core/element/base.ts';
import { defineElement } from '../../src/core/element/define.tsx';

type Lazy = HTMLElement & { label: string | null; count: number | null };

function Label({ label, count }: { label: string | null; count: number | null }) {
  return (
    <p data-testid="out">
      {label ?? 'none'} {count ?? '-'}
    </p>
  );
}

let next = 0;
/** A fresh tag declared lazily; `load` defines its implementation when called (as an element's module does). */
function declareLazy(options: { fail?: number } = {}) {
  const tag = `fsp-lazy-${++next}` as const;
  let failures = options.fail ?? 0;
  const load = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 10));
    if (failures-- > 0) throw new Error('network down');
    defineElement({ tag, attributes: { label: 'string', count: 'number' }, component: Label, css: '.x { color: blue; }' });
  });
  declareElement({ tag, attributes: { label: 'string', count: 'number' }, load });
  return { tag, load };
}

const out = (el: Element) => el.shadowRoot?.querySelector('[data-testid="out"]')?.textContent ?? null;

afterEach(() => document.body.replaceChildren());

describe('declareElement (the loader)', () => {
  it('defines the tag with its properties before anything loads, and loads on the first connection only', async () => {
    const { tag, load } = declareLazy();
    const el = document.createElement(tag) as Lazy;
    // A framework that sets properties (React 19, Vue) finds them on the prototype already.
    expect('label' in el && 'sessionId' in el && 'apiBase' in el).toBe(true);
    el.label = 'early';
    expect(el.getAttribute('label')).toBe('early');
    expect(load).not.toHaveBeenCalled();
    document.body.append(el, document.createElement(tag));
    await expect.poll(() => out(el)).toBe('early -');
    expect(load).toHaveBeenCalledTimes(1);
    el.setAttribute('count', '3');
    await expect.poll(() => out(el)).toBe('early 3');
  });

  it('loads a tag inside the open and the closed shadow root of a host component', async () => {
    const { tag, load } = declareLazy();
    const roots: ShadowRoot[] = [];
    for (const mode of ['open', 'closed'] as const) {
      const hostComponent = document.createElement('div');
      const root = hostComponent.attachShadow({ mode });
      root.innerHTML = `<section><${tag} label="${mode}"></${tag}></section>`;
      roots.push(root);
      document.body.append(hostComponent);
    }
    for (const [i, mode] of (['open', 'closed'] as const).entries()) {
      const el = roots[i]?.querySelector(tag);
      await expect.poll(() => (el ? out(el) : null)).toBe(`${mode} -`);
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('upgrades a tag that was in the page before it was declared, keeping properties set on it', async () => {
    const tag = `fsp-lazy-${++next}` as const;
    const el = document.createElement(tag) as Lazy;
    el.label = 'before';
    document.body.append(el);
    declareElement({
      tag,
      attributes: { label: 'string', count: 'number' },
      load: () => {
        defineElement({ tag, attributes: { label: 'string', count: 'number' }, component: Label, css: '' });
        return Promise.resolve();
      },
    });
    await expect.poll(() => out(el)).toBe('before -');
    expect(Object.prototype.hasOwnProperty.call(el, 'label')).toBe(false);
  });

  it('a failed load is tried again on the next connection', async () => {
    const { tag, load } = declareLazy({ fail: 1 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = document.createElement(tag);
    document.body.append(el);
    await expect.poll(() => error.mock.calls.length).toBe(1);
    expect(out(el)).toBeNull();
    el.remove();
    document.body.append(el);
    await expect.poll(() => out(el)).toBe('none -');
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('adds nothing to the host document: styles are adopted in the shadow root only', async () => {
    const before = document.head.innerHTML;
    const rootStyle = getComputedStyle(document.documentElement).getPropertyValue('--fsp-color-primary');
    const { tag } = declareLazy();
    const el = document.createElement(tag);
    document.body.append(el);
    await expect.poll(() => out(el)).not.toBeNull();
    expect(document.head.innerHTML).toBe(before);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(getComputedStyle(document.documentElement).getPropertyValue('--fsp-color-primary')).toBe(rootStyle);
    const rules = (el.shadowRoot?.adoptedStyleSheets ?? []).flatMap((s) => Array.from(s.cssRules, (r) => r.cssText));
    expect(rules).toContain('.x { color: blue; }');
  });

  it('theme tokens set on an ancestor or on :root apply inside; our defaults apply where none is set', async () => {
    const { tag } = declareLazy();
    const probe = (el: Element) => {
      const p = el.shadowRoot?.querySelector('[data-testid="out"]');
      return p ? getComputedStyle(p).getPropertyValue('--_fsp-color-primary').trim() : null;
    };
    const plain = document.createElement(tag);
    const wrapper = document.createElement('div');
    wrapper.style.setProperty('--fsp-color-primary', 'rgb(1, 2, 3)');
    const themed = document.createElement(tag);
    wrapper.append(themed);
    document.body.append(plain, wrapper);
    await expect.poll(() => probe(plain)).toBe('#005f73');
    await expect.poll(() => probe(themed)).toBe('rgb(1, 2, 3)');
    document.documentElement.style.setProperty('--fsp-color-primary', 'rgb(4, 5, 6)');
    try {
      await expect.poll(() => probe(plain)).toBe('rgb(4, 5, 6)');
      expect(probe(themed)).toBe('rgb(1, 2, 3)');
    } finally {
      document.documentElement.style.removeProperty('--fsp-color-primary');
    }
  });
});
