/**
 * A language switch never shows a text key: an element renders a new language once its texts are
 * loaded (each language's texts are a chunk of their own, fetched when first used). Every text the
 * page shows, in the document and in every shadow root, from its first script to the end of the
 * test, is collected by a MutationObserver put in before the page's own scripts; none may be a key
 * of any namespace (what i18next shows for a text it does not have).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hostOrigin } from '../hosts/origins.ts';
import { expectLoggedIn, signIn } from './helpers.ts';

const HOST = hostOrigin(Number(process.env.E2E_PORT ?? 8181), 'strict-csp');
const LEO = 'lager@example.org';

/**
 * Every key of every namespace's texts, dotted, but those that are also a text of either language
 * (the key `unread` of the text "unread").
 */
function textKeys(): Set<string> {
  const keys = new Set<string>();
  const texts = new Set<string>();
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}.${k}` : k, v);
    else {
      keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
      texts.add(String(value).trim());
    }
  };
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name === 'sv.json' || entry.name === 'en.json') walk('', JSON.parse(readFileSync(path, 'utf8')));
    }
  };
  visit(join(import.meta.dirname, '../../src'));
  for (const text of texts) keys.delete(text);
  return keys;
}
const KEYS = textKeys();

/** Collects every text shown from the page's first script on: text nodes added or changed, in the document and every shadow root. */
async function watchTexts(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __fspTexts: Set<string> }).__fspTexts = seen;
    const record = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.trim();
        if (text) seen.add(text);
      } else if (node.nodeType === Node.ELEMENT_NODE) {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) record(n);
        const element = node as Element;
        for (const attr of ['aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(attr)?.trim();
          if (value) seen.add(value);
        }
      }
    };
    const observer = new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.type === 'characterData') record(m.target);
        else if (m.type === 'attributes') record(m.target);
        else m.addedNodes.forEach(record);
      }
    });
    const observe = (root: Node) => observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'title', 'placeholder'] });
    observe(document);
    // The elements' shadow roots are observed as they are made.
    const attach: (this: Element, init: ShadowRootInit) => ShadowRoot = Object.getOwnPropertyDescriptor(Element.prototype, 'attachShadow')?.value as (this: Element, init: ShadowRootInit) => ShadowRoot;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      observe(root);
      return root;
    };
  });
}

/** The texts shown so far that are text keys (none, the test expects). */
async function keysShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [...(window as unknown as { __fspTexts: Set<string> }).__fspTexts]);
  expect(texts.length).toBeGreaterThan(20);
  return texts.filter((t) => KEYS.has(t) || /^[a-z][\w-]*:[a-z][\w.]*$/i.test(t));
}

test('the standalone: English and back to Swedish from the shell, and a reload in English, with no text key shown', async ({ page }) => {
  await watchTexts(page);
  await signIn(page);
  await page.goto('/documents/1');
  await expectLoggedIn(page);
  await expect(page.locator('fsp-documents').getByRole('link', { name: 'Dokument' })).toBeVisible();

  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('fsp-documents').getByRole('link', { name: 'Documents' })).toBeVisible();
  // Another screen, its element first seen in English.
  await page.getByRole('banner').getByRole('link', { name: /^Messages/ }).click();
  await expect(page.locator('fsp-messages').getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.getByRole('button', { name: /Svenska/ }).click();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(page.locator('fsp-messages').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
});

test('a host page: the stock balance (texts of three namespaces) switched by its lang attribute, both ways, with no text key shown', async ({ page }) => {
  await watchTexts(page);
  await page.goto(`${HOST}/base-storage.html?user=${encodeURIComponent(LEO)}`);
  await expect(page.locator('#status')).toHaveText('Logged in');
  const balance = page.locator('fsp-stock-balance');
  await expect(balance.getByRole('combobox', { name: 'Baslager' })).toBeVisible();
  await expect(balance.locator('[role=listitem]').first()).toBeVisible();

  await balance.evaluate((el) => el.setAttribute('lang', 'en'));
  await expect(balance.getByRole('combobox', { name: 'Base storage' })).toBeVisible();
  await expect(balance.locator('[role=listitem]').first()).toBeVisible();
  await balance.evaluate((el) => el.setAttribute('lang', 'sv'));
  await expect(balance.getByRole('combobox', { name: 'Baslager' })).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
});

test('the standalone: English chosen and the page reloaded before its texts have come: the reload is in English', async ({ page }) => {
  await signIn(page);
  await page.goto('/documents');
  await expectLoggedIn(page);
  // The English texts are slow to come (a slow network): the reload happens while they load.
  let held = 0;
  await page.route(/\/assets\/texts-[\w-]+-en-[\w-]{8}\.js$/, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined); // the reload may have dropped the request
  });
  await page.getByRole('button', { name: /English/ }).click();
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.unroute(/\/assets\/texts-/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('fsp-documents').getByRole('heading', { name: 'Documents' })).toBeVisible();
});
