/**
 * The password policy check, shared by the server (which enforces it) and the browser (which shows
 * it as a live checklist). Zod-free, so browser code may import it as a value.
 * A rule is met when its regex matches at least `amount` times (spec 1 §5).
 */
export type Rule = { label: string; regex: string; amount: number };
export type Policy = { regexValidation: string; rules: Rule[] };

export function countMatches(regex: string, value: string): number {
  try {
    return [...value.matchAll(new RegExp(regex, 'gu'))].filter((m) => m[0] !== '').length;
  } catch {
    return 0; // a broken rule is never met, rather than throwing in a form
  }
}

export function ruleMet(rule: Rule, password: string): boolean {
  return countMatches(rule.regex, password) >= rule.amount;
}

export function matchesPattern(policy: Policy, password: string): boolean {
  try {
    return new RegExp(policy.regexValidation, 'u').test(password);
  } catch {
    return false;
  }
}

/** True when the password matches the pattern and meets every rule. */
export function meetsPolicy(policy: Policy, password: string): boolean {
  return matchesPattern(policy, password) && policy.rules.every((r) => ruleMet(r, password));
}
