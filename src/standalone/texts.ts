import { addTexts, useTexts } from '../core/i18n/index.ts';
import en from './en.json';
import sv from './sv.json';

export const NS = 'standalone';
addTexts(NS, { sv, en });

export function useStandaloneTexts() {
  return useTexts(NS);
}
