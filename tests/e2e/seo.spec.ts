/**
 * What crawlers read (Lighthouse's SEO audits): the login page's meta description in the page's
 * language, and the crawler files the server answers as files, never as the app's HTML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const texts = (lang: 'sv' | 'en') => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'src', 'standalone', `${lang}.json`), 'utf8')) as { appDescription: string };

test('the login page has a meta description in Swedish, and in English after ?lang=en', async ({ page }) => {
  const description = page.locator('head meta[name="description"]');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Välj inloggningsmetod' })).toBeVisible();
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', texts('sv').appDescription);
  expect(texts('sv').appDescription).toMatch(/förskrivar/i);

  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Select authentication method' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', texts('en').appDescription);
  expect(texts('en').appDescription).toMatch(/prescriber portal/i);
});

test('/robots.txt is a plain-text robots file, and the icons the page links are images', async ({ page, request }) => {
  const robots = await request.get('/robots.txt', { headers: { Accept: 'text/html,*/*;q=0.8' } });
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /');
  expect(text).not.toMatch(/<html/i);

  await page.goto('/');
  const icons = await page.locator('head link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  for (const href of [...icons, new URL('/favicon.ico', page.url()).href]) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(/^image\//);
  }
});
