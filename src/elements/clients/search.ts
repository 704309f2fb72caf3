/**
 * The client search's pure rules (no React, no calls), unit-tested in tests/unit/clients-search.test.ts:
 * what the form holds, how `q` is read (spec 2 §5: a personal identity number as yyyymmdd-nnnn or
 * yymmdd-nnnn, with or without the hyphen, `+` for 100 or more; anything else a unit), the checks
 * made before any call, and the GET /clients query of a page.
 */
import type { ClientSearchQuery } from '../../contract/clients.ts';
import { parseIdentityNumber, type IdentityNumberProblem } from '../../core/format/identity-number.ts';
import type { ClientSearch } from '../../core/routes.ts';
import { DEFAULT_LIST_PAGE_SIZE, pagesOf, type ListPageSize } from '../../core/ui/page-size.ts';

/** Clients per page by default (spec 2 §7: paging with from and amount; ten, as every list of the portal); 25 or 50 as chosen (spec 1 §9). */
export const CLIENTS_PER_PAGE: ListPageSize = DEFAULT_LIST_PAGE_SIZE;

/** The contract's longest values (src/contract/clients.ts, ClientSearchQuery). */
export const MAX_LENGTH = { q: 100, firstName: 100, surname: 100, zipCode: 10, city: 100 } as const;

export const SEARCH_FIELDS = ['q', 'firstName', 'surname', 'zipCode', 'city'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The search as the form holds it: every field a string, '' when empty. */
export type SearchForm = Record<SearchField, string>;

export const EMPTY_FORM: SearchForm = { q: '', firstName: '', surname: '', zipCode: '', city: '' };

/** The form of a search given as attributes (or a URL's query): trimmed, '' for absent. */
export function toForm(search: Pick<ClientSearch, SearchField>): SearchForm {
  const out = { ...EMPTY_FORM };
  for (const key of SEARCH_FIELDS) out[key] = (search[key] ?? '').trim().slice(0, MAX_LENGTH[key]);
  return out;
}

/** Whether anything at all is searched for (no attributes: the empty form, nothing run). */
export function isBlank(form: SearchForm): boolean {
  return SEARCH_FIELDS.every((k) => form[k].trim() === '');
}

/** Two searches the same once trimmed (a search sent again is the same search). */
export function sameSearch(a: SearchForm, b: SearchForm): boolean {
  return SEARCH_FIELDS.every((k) => a[k].trim() === b[k].trim());
}

/**
 * What stops a search before any call, and where:
 * - `required`: no q (INVALID_SEARCH_QUERY);
 * - `format`, `date`, `checkDigit`: q looks like an identity number but is not one;
 * - `zipCode`: the postal number is not (the start of) five digits.
 */
export type SearchProblem = { field: 'q'; problem: 'required' | IdentityNumberProblem } | { field: 'zipCode'; problem: 'zipCode' };

/** How q is searched: a person's identity number (twelve digits, or the start of one), or a unit. */
export type QueryReading = { kind: 'person'; value: string } | { kind: 'prefix'; value: string } | { kind: 'unit'; value: string };

/** Digits with spaces, hyphens or a plus between them: meant as an identity number. */
const NUMBER_LIKE = /^[\d\s+-]*\d[\d\s+-]*$/;

/**
 * q as the API takes it, or why it cannot be searched.
 * - Number-like (digits, spaces, a hyphen or a plus): ten or twelve digits are parsed as an identity
 *   number (core parseIdentityNumber) to its twelve digits; a wrong date or check digit is refused.
 *   Other digits alone (a birth date such as 19380114) are the start of twelve digits, which the API
 *   matches as a prefix. Anything else number-like (a misplaced hyphen, thirteen digits) is refused.
 * - Anything else (a letter in it) is a unit, by name or unit number, searched as typed.
 */
export function readQuery(q: string, today: Date = new Date()): { ok: true; reading: QueryReading } | { ok: false; problem: 'required' | IdentityNumberProblem } {
  const text = q.trim();
  if (!text) return { ok: false, problem: 'required' };
  if (!NUMBER_LIKE.test(text)) return { ok: true, reading: { kind: 'unit', value: text } };
  const compact = text.replace(/\s+/g, '');
  if (/^\d+$/.test(compact) && compact.length !== 10 && compact.length < 12) return { ok: true, reading: { kind: 'prefix', value: compact } };
  const parsed = parseIdentityNumber(compact, today);
  return parsed.ok ? { ok: true, reading: { kind: 'person', value: parsed.value } } : { ok: false, problem: parsed.problem };
}

/** A postal number filter: digits (spaces ignored), at most five; it matches postal numbers starting with it. */
export function readZipCode(zipCode: string): { ok: true; value: string } | { ok: false } {
  const digits = zipCode.replace(/\s+/g, '');
  return /^\d{0,5}$/.test(digits) ? { ok: true, value: digits } : { ok: false };
}

export type CheckedSearch = { ok: true; query: ClientSearchQuery } | { ok: false; problem: SearchProblem };

/** The search checked as a whole, in the order of the form; the query of its first page when it passes. */
export function checkSearch(form: SearchForm, today: Date = new Date()): CheckedSearch {
  const q = readQuery(form.q, today);
  if (!q.ok) return { ok: false, problem: { field: 'q', problem: q.problem } };
  const zip = readZipCode(form.zipCode);
  if (!zip.ok) return { ok: false, problem: { field: 'zipCode', problem: 'zipCode' } };
  const query: ClientSearchQuery = { identityNumber: q.reading.value };
  const firstName = form.firstName.trim();
  const surname = form.surname.trim();
  const city = form.city.trim();
  if (firstName) query.firstName = firstName;
  if (surname) query.surname = surname;
  if (zip.value) query.zipCode = zip.value;
  if (city) query.city = city;
  return { ok: true, query };
}

/** The GET /clients query of a page (1-based) of a checked search, `size` clients a page. */
export function pageQuery(query: ClientSearchQuery, page: number, size: number = CLIENTS_PER_PAGE): ClientSearchQuery {
  return { ...query, from: (Math.max(1, Math.floor(page)) - 1) * size, amount: size };
}

/** How many pages `count` clients fill at `size` a page. */
export function pageCount(count: number, size: number = CLIENTS_PER_PAGE): number {
  return pagesOf(count, size);
}

/** The route's search (routes.clients) of a form and the page size: every field trimmed, empty ones (and the size 10) left out there. */
export function toRouteSearch(form: SearchForm, pageSize: ListPageSize = CLIENTS_PER_PAGE): ClientSearch {
  return { ...toForm(form), pageSize };
}
