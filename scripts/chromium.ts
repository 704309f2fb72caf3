/**
 * The one place that finds a Chromium for every test runner: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else Playwright's own browser where one is installed. Nothing is downloaded.
 * The tests and the screenshots take Debian's chromium-headless-shell when
 * it is installed (.ci/run installs it): the same engine without the full browser's shell, about
 * 12-15% less time for the stories and the e2e tests on the 2-core CI machine.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function playwrightOwn(): string | undefined {
  try {
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

/** The executable path, or undefined when there is none (see chromiumHelp). */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  return playwrightOwn();
}

export const chromiumHelp = [
  'No Chromium found for the browser tests. Install one of:',
  '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
  '  any platform:   npx playwright install chromium   (where the browser download hosts are reachable)',
  'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
].join('\n');

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The Chromium for headless runs: CHROMIUM_PATH, else the headless shell where installed, else findChromium's. */
export function findHeadlessChromium(): string | undefined {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

function options(executablePath: string | undefined) {
  if (!executablePath) throw new Error(chromiumHelp);
  return { executablePath, args: CHROMIUM_ARGS };
}

/** For the tests and the screenshots: the headless shell where installed. */
export const launchOptions = () => options(findHeadlessChromium());

/** For the bench: the full browser (headless), as a user's Chromium renders, its figures comparable from run to run. */
export const browserLaunchOptions = () => options(findChromium());
