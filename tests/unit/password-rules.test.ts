/** The shared password policy check (src/contract/shared/password-rules.ts) against the server's policy. */
import { describe, expect, it } from 'vitest';
import { countMatches, matchesPattern, meetsPolicy, ruleMet, type Policy, type Rule } from '../../src/contract/shared/password-rules.ts';
import { passwordPolicy } from '../../server/routes/password.ts';

const sv = passwordPolicy('sv');
const en = passwordPolicy('en');

/** The labels of the rules the password does not meet. */
const unmet = (policy: Policy, password: string) => policy.rules.filter((r) => !ruleMet(r, password)).map((r) => r.label);

describe('the server policy', () => {
  it('has a pattern and five rules', () => {
    expect(sv.regexValidation).toBe('^\\S{10,64}$');
    expect(sv.rules).toHaveLength(5);
  });

  it("'Abcdefgh1!' meets it", () => {
    expect(matchesPattern(sv, 'Abcdefgh1!')).toBe(true);
    expect(unmet(sv, 'Abcdefgh1!')).toEqual([]);
    expect(meetsPolicy(sv, 'Abcdefgh1!')).toBe(true);
    expect(meetsPolicy(en, 'Abcdefgh1!')).toBe(true);
  });

  it.each([
    ['too short', 'Ab1!', ['Minst 10 tecken'], false],
    ['no upper-case letter', 'abcdefgh1!', ['En stor bokstav'], true],
    ['no lower-case letter', 'ABCDEFGH1!', ['En liten bokstav'], true],
    ['no digit', 'Abcdefghi!', ['En siffra'], true],
    ['no special character', 'Abcdefghi1', ['Ett specialtecken, till exempel ! ? # %'], true],
    ['a space (pattern only: still ten non-space characters)', 'Abcd efgh1!', [], false],
  ])('%s: %j fails only that', (_name, password, labels, pattern) => {
    expect(unmet(sv, password)).toEqual(labels);
    expect(matchesPattern(sv, password)).toBe(pattern);
    expect(meetsPolicy(sv, password)).toBe(false);
  });

  it('the empty password fails every rule and the pattern', () => {
    expect(unmet(sv, '')).toEqual(sv.rules.map((r) => r.label));
    expect(matchesPattern(sv, '')).toBe(false);
    expect(meetsPolicy(sv, '')).toBe(false);
  });

  it('length: 10 and 64 characters pass, 9 and 65 do not', () => {
    const of = (n: number) => `Aa1!${'x'.repeat(n - 4)}`;
    expect(meetsPolicy(sv, of(10))).toBe(true);
    expect(meetsPolicy(sv, of(64))).toBe(true);
    expect(meetsPolicy(sv, of(9))).toBe(false);
    expect(meetsPolicy(sv, of(65))).toBe(false);
    expect(unmet(sv, of(65))).toEqual([]); // the rules have no upper bound, the pattern has
  });

  it('tabs and newlines count as spaces', () => {
    expect(meetsPolicy(sv, 'Abcd\tefgh1!')).toBe(false);
    expect(meetsPolicy(sv, 'Abcdefgh1!\n')).toBe(false);
  });

  it('Swedish letters count as letters: Å is upper case, å ä ö lower case, and neither is special', () => {
    expect(unmet(sv, 'Åäöåäöåäö1!')).toEqual([]);
    expect(meetsPolicy(sv, 'Åäöåäöåäö1!')).toBe(true);
    expect(unmet(sv, 'åäöåäöåäö1!')).toEqual(['En stor bokstav']);
    expect(unmet(sv, 'ÅÄÖÅÄÖÅÄÖ1!')).toEqual(['En liten bokstav']);
    expect(unmet(sv, 'Åäöåäöåäö12')).toEqual(['Ett specialtecken, till exempel ! ? # %']);
  });

  it('counts characters, not UTF-16 units: ten emoji are ten characters', () => {
    expect(countMatches('\\S', '😀'.repeat(10))).toBe(10);
    expect(unmet(sv, `Aa1${'😀'.repeat(7)}`)).toEqual([]);
    expect(meetsPolicy(sv, `Aa1${'😀'.repeat(7)}`)).toBe(true);
  });

  it('English labels differ from the Swedish ones; the checks are the same', () => {
    expect(en.regexValidation).toBe(sv.regexValidation);
    expect(en.rules.map(({ regex, amount }) => ({ regex, amount }))).toEqual(sv.rules.map(({ regex, amount }) => ({ regex, amount })));
    sv.rules.forEach((rule, i) => {
      expect(en.rules[i]?.label).toBeTruthy();
      expect(en.rules[i]?.label).not.toBe(rule.label);
    });
    expect(en.rules.map((r) => r.label)).toContain('An upper-case letter');
  });
});

describe('countMatches / ruleMet', () => {
  it('counts every match, not just the first', () => {
    expect(countMatches('\\d', 'a1b2c3')).toBe(3);
    expect(countMatches('\\d', 'abc')).toBe(0);
    expect(countMatches('ab', 'ababab')).toBe(3);
  });

  it('does not count empty matches', () => {
    expect(countMatches('x*', 'abc')).toBe(0);
    expect(countMatches('a*', 'aab')).toBe(1);
  });

  it('a rule with amount 2 needs two matches', () => {
    const twoDigits: Rule = { label: 'Två siffror', regex: '\\d', amount: 2 };
    expect(ruleMet(twoDigits, 'Abcdefgh1!')).toBe(false);
    expect(ruleMet(twoDigits, 'Abcdefg12!')).toBe(true);
    expect(ruleMet(twoDigits, '1a2b3c')).toBe(true);
    const policy: Policy = { regexValidation: '^.*$', rules: [twoDigits] };
    expect(meetsPolicy(policy, 'x1')).toBe(false);
    expect(meetsPolicy(policy, 'x1y2')).toBe(true);
  });

  it('a broken regex is never met and does not throw', () => {
    for (const regex of ['(', '[a-', '\\q', '{']) {
      expect(() => countMatches(regex, 'Abcdefgh1!'), regex).not.toThrow();
      expect(countMatches(regex, 'Abcdefgh1!{(q'), regex).toBe(0);
      expect(ruleMet({ label: 'x', regex, amount: 1 }, 'Abcdefgh1!{(q'), regex).toBe(false);
    }
    const brokenPattern: Policy = { regexValidation: '(', rules: [] };
    expect(() => matchesPattern(brokenPattern, 'Abcdefgh1!')).not.toThrow();
    expect(matchesPattern(brokenPattern, 'Abcdefgh1!')).toBe(false);
    expect(meetsPolicy(brokenPattern, 'Abcdefgh1!')).toBe(false);
    const brokenRule: Policy = { ...sv, rules: [...sv.rules, { label: 'trasig', regex: '[', amount: 1 }] };
    expect(meetsPolicy(brokenRule, 'Abcdefgh1!')).toBe(false);
  });

  it('the rule regex runs in unicode mode (\\p{Lu} works) and ^ still anchors once', () => {
    expect(countMatches('\\p{Lu}', 'ÅÄÖabc')).toBe(3);
    expect(countMatches('^A', 'AAA')).toBe(1);
  });
});
