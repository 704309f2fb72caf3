/**
 * Texts load on demand, a chunk per language (core/i18n `addTexts` with loaders): an element waits
 * for its own, but a test that renders a component or reads a text without an element around it
 * would see keys. Before each browser test file's tests, every namespace its imports registered is loaded
 * in both languages, as an element would have loaded them.
 */
import { beforeAll } from 'vitest';
import { loadTexts } from '../../../src/core/i18n/index.ts';

beforeAll(() => Promise.all([loadTexts('sv'), loadTexts('en')]));
