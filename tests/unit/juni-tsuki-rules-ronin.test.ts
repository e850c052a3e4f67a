/**
 * Issue 22: Jūni-tsuki's rules page explains the rule behind the warnings: groups without a Daimyō of theirs turn
 * ronin when their month begins, and the last group marched off a Daimyō kills him — in English and German, with
 * the engine's hire price.
 */
import { describe, expect, it } from 'vitest';
import { RONIN_HIRE_COST } from '../../src-shared/games/juni-tsuki/data/reconstruction';
import { JUNI_TSUKI_RULES } from '../../src-renderer/games/juni-tsuki/rules';

const text = (locale: 'en' | 'de'): string =>
  JUNI_TSUKI_RULES[locale]
    .flatMap((s) => [s, ...(s.sub ?? [])])
    .flatMap((s) => s.blocks)
    .map((b) => (b.kind === 'list' ? b.items.join(' ') : b.kind === 'table' ? b.rows.flat().join(' ') : b.text))
    .join('\n');

describe('Jūni-tsuki rules page: ronin and isolation', () => {
  it('English', () => {
    const t = text('en');
    expect(t).toMatch(/every group of yours standing where no Daimyō of yours is .* turns \*\*ronin\*\*/);
    expect(t).toContain(`hire it for ${RONIN_HIRE_COST} koku per 1,000`);
    expect(t).toContain('marching the last group away from a Daimyō kills him at once');
    expect(t).toContain('The table says so before such a move is sent');
  });
  it('German', () => {
    const t = text('de');
    expect(t).toMatch(/jede Gruppe von dir, die dort steht, wo kein Daimyō von dir ist .* zu \*\*Rōnin\*\*/);
    expect(t).toContain(`anheuern. Wer also`);
    expect(t).toContain('wer die letzte Gruppe von einem Daimyō abzieht, tötet ihn sofort');
  });
});
