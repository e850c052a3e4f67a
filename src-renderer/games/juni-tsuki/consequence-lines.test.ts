/**
 * Jūni-tsuki's warning before send in words (consequence-lines.ts), on a position of a random game where a march
 * takes the last samurai from a province with two Daimyō of the mover: the warning says each thing once (issue 32:
 * "a Daimyō dies" stood there twice, word for word), with their number, and that the player is out.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@shared/ai/playout';
import { getGame } from '@shared/games';
import { replay } from '@shared/kernel/record';
import { consequencesOf, type JuniMove, type JuniView } from '@shared/games/juni-tsuki/public';
import { listMoves } from '@shared/games/juni-tsuki/legal';
import { interpolate } from '../../i18n/define';
import messages from './messages/consequences';
import { consequenceLines } from './consequence-lines';

const words = (locale: 'en' | 'de') => (key: string, params?: Record<string, string | number>): string => interpolate((messages[locale] as Record<string, string>)[key] ?? key, params);

describe('Jūni-tsuki: the warning before a move that kills Daimyō', () => {
  // The e2e tests' whole-month game (tests/e2e/juni-tsuki-support.ts JUNI_ATTACK): at ply 86 seat 0 can march the
  // last samurai out of a province that holds two of its Daimyō, its last.
  const { ruleset } = getGame('juni-tsuki')!;
  const options = { players: 4, years: 1, monthLimit: 3, homes: 'fixed' };
  const seed = 'e2e-juni-343';
  const { moves } = randomPlayout(ruleset, options, seed, { record: true });
  let found: { view: JuniView; move: JuniMove } | null = null;
  replay(ruleset, { ruleset: ruleset.id, rulesetVersion: ruleset.version, options, seed, moves }, ({ state }) => {
    if (found) return;
    for (const d of ruleset.pending(state)) {
      const view = ruleset.view(state, d.seat) as JuniView;
      for (const m of listMoves(view, d.seat, { cards: true, gifts: true })) {
        const dying = consequencesOf(view, d.seat, m).filter((c) => c.kind === 'daimyo-dies' && c.owner === d.seat);
        if (dying.length === 2 && dying[0]!.kind === 'daimyo-dies' && dying[1]!.kind === 'daimyo-dies' && dying[0]!.province === dying[1]!.province) found = { view, move: m };
      }
    }
  });

  it('says each thing once: both Daimyō in one line with their number, then that the player is out', () => {
    expect(found, 'a move killing two Daimyō in one province').not.toBeNull();
    const { view, move } = found!;
    const seat = view.seat!;
    const en = consequenceLines(view, seat, move, (s) => `Seat ${s + 1}`, words('en'));
    expect(new Set(en).size).toBe(en.length);
    expect(en[0]).toMatch(/^Your 2 Daimyō in .+ die at once: no samurai of yours are left in .+\.$/);
    expect(en).toContain('You have no Daimyō left: you are out of the game.');
    const de = consequenceLines(view, seat, move, (s) => `Sitz ${s + 1}`, words('de'));
    expect(de[0]).toMatch(/^Deine 2 Daimyō in .+ sterben sofort/);
    expect(de).toHaveLength(en.length);
  });
});
