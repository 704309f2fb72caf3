/**
 * The fake camera's video as a file Chromium can be launched with (fake-camera.ts makes the bytes,
 * and has no Node import so a browser test can use it too). A spec writes it when its module loads,
 * before its browser starts, and names it in a top-level `test.use({ launchOptions })` (the
 * worker's browser: one video a spec file); a test that needs another video launches a browser of
 * its own with `chromium.launch(fakeCameraLaunchOptions(file))`. fake-camera.spec.ts does both.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeCameraArgs } from './fake-camera.ts';
import { CHROMIUM_ARGS, launchOptions } from '../../scripts/chromium.ts';

/** Writes `video` (a Y4M file) as `<name>.y4m` in a folder of this e2e port's own; returns its path. */
export function writeFakeCamera(name: string, video: Uint8Array): string {
  const dir = join(tmpdir(), `fsp-fake-camera-${process.env.E2E_PORT ?? 8181}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.y4m`);
  writeFileSync(file, video);
  return file;
}

/** The launch options of the e2e tests' Chromium with the fake camera showing `file`. */
export function fakeCameraLaunchOptions(file: string) {
  return { ...launchOptions(), args: [...CHROMIUM_ARGS, ...fakeCameraArgs(file)] };
}
