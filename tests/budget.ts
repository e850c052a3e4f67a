/**
 * The test budget (docs/testing.md): slow statistical checks run a smaller,
 * still meaningful count by default (every `npm test`, CI) and their full
 * count with TENKA_FULL_CHECKS=1 (before a release, or after touching what
 * they check). Both counts are deterministic (seeded), so neither is flaky.
 */
export const FULL_CHECKS = process.env.TENKA_FULL_CHECKS === '1';

/** `full` under TENKA_FULL_CHECKS=1, else `quick`. */
export function budget<T>(full: T, quick: T): T {
  return FULL_CHECKS ? full : quick;
}
