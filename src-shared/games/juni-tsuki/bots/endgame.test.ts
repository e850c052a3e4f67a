/**
 * Hard's endgame (hard.ts `endgame`, search-hooks.ts `end`): in the game's last months its playouts go on to the end and
 * are scored by the real result (§9: castles, then Daimyō, then koku), which the evaluation only guesses at.
 */
import { describe, expect, it } from 'vitest';
import { searchMove } from '../../../ai/ismcts';
import { Rng } from '../../../kernel/rng';
import { juniTsuki as R } from '../index';
import { standings } from '../standings';
import { addDaimyo, blank, castlePoint, giveCastle, march, put } from '../testing';
import type { JuniState } from '../types';
import { WEIGHTS } from './evaluate';
import { HARD_DEFAULTS, endgameLeft, hardMove, treeKnobs } from './hard';
import { parseHardParams } from './index';
import { juniHooks, resultReward, type Line } from './search-hooks';

/**
 * The last month of a one-year game, seat 0 the last to act in it: one castle and one Daimyō each, as many samurai;
 * seat 0 ahead by 2 koku (10 against 8), so it wins the tie of castles and Daimyō on koku if it keeps them.
 */
function lastMonth(): JuniState {
  const s = blank(2);
  s.month = 12;
  s.order = [1, 0];
  s.turnIndex = 1;
  giveCastle(s, 'satsuma', 0, 10);
  giveCastle(s, 'mutsu', 1, 8);
  addDaimyo(s, 0, 'satsuma');
  addDaimyo(s, 1, 'mutsu');
  put(s, castlePoint('satsuma'), 0, 10);
  put(s, castlePoint('mutsu'), 1, 10);
  s.turn.ap = 3;
  return s;
}

const decide = (s: JuniState, endgame: number) => hardMove(R.view(s, 0), 0, Rng.seeded('end'), { config: { playouts: 480, endgame } });

describe('Jūni-tsuki Hard in the last months', () => {
  it('counts the seat-months left from the option years and the play order, and only in the last months', () => {
    const s = lastMonth();
    expect(endgameLeft(R.view(s, 0), 0, { endgame: 0 })).toBeNull();
    expect(endgameLeft(R.view(s, 0), 0, { endgame: 1 })).toBe(1);
    expect(endgameLeft(R.view({ ...s, turnIndex: 0, turn: { ...s.turn, seat: 1 } }, 1), 1, { endgame: 1 })).toBe(2);
    expect(endgameLeft(R.view({ ...s, month: 11 }, 0), 0, { endgame: 1 })).toBeNull();
    expect(endgameLeft(R.view({ ...s, month: 11 }, 0), 0, { endgame: 2 })).toBe(3);
    // Hard's default since the ninth pass: the last two months played to the end.
    expect(HARD_DEFAULTS.endgame).toBe(2);
  });

  it('keeps the koku that wins the tie of castles and Daimyō, where the month horizon buys war cards with it', () => {
    const s = lastMonth();
    expect(standings(s).winners).toEqual([0]);
    // Without the switch the cards (1.2 points each) are worth more to the evaluation than the 3 koku they cost.
    expect(decide(s, 0)).toEqual({ type: 'buy-card' });
    const move = decide(s, 1);
    expect(move.type).not.toBe('buy-card');
    const after = R.apply(s, 0, move).state;
    expect(standings(after).winners).toEqual([0]);
  });

  it('plays every playout from the month before the last to the game’s end, the searching seat’s last month too', () => {
    const s = { ...lastMonth(), month: 11 };
    // The root's line: 5 of the castle's 10 samurai onto Satsuma's march point (a move of the month searched).
    const out: Line = [{ type: 'march', from: castlePoint('satsuma'), to: march('satsuma'), count: 5 }];
    const hooks = juniHooks(R.view(s, 0), 0, { treeCandidates: 3, scale: 15, weights: WEIGHTS, rollout: 'lean', end: true }, [out], 0);
    let ended = 0;
    const own: Line[] = [];
    const counted = {
      ...hooks,
      evaluate: (t: JuniState, who: number) => (t.over && ended++, hooks.evaluate(t, who)),
      policy: (t: JuniState, who: number, rng: Rng) => {
        const line = hooks.policy(t, who, rng);
        if (who === 0 && t.month === 12 && !t.interrupt && t.turn.phase === 'act') own.push(line);
        return line;
      },
    };
    const result = searchMove(counted, { seat: 0, iterations: 20, rng: Rng.seeded('to-the-end'), ...treeKnobs({ ...HARD_DEFAULTS, endgame: 2 }, true) });
    expect(result.iterations).toBe(20);
    expect(ended).toBe(20);
    // After the root's line and one ranked move the month searched ends (the lean rollout); its last month the seat
    // plays by the rollout policy again.
    expect(own.some((line) => line[0]!.type !== 'end-turn')).toBe(true);
  });

  it('scores a finished game by its result: won alone 1, shared by two 1/2, lost 0', () => {
    const s = { ...lastMonth(), over: true };
    expect(resultReward(s, 0)).toBe(1);
    expect(resultReward(s, 1)).toBe(0);
    const tied = { ...s, castles: s.castles.map((c) => (c.owner === 1 ? { ...c, koku: 10 } : c)) };
    expect(resultReward(tied, 0)).toBe(0.5);
    expect(resultReward(tied, 1)).toBe(0.5);
  });

  it('with endshare=win scores a shared win 1 for each winner, as the ladder counts it, and a loss still 0', () => {
    const s = { ...lastMonth(), over: true };
    const tied = { ...s, castles: s.castles.map((c) => (c.owner === 1 ? { ...c, koku: 10 } : c)) };
    expect(standings(tied).winners).toEqual([0, 1]);
    expect([resultReward(tied, 0, 'win'), resultReward(tied, 1, 'win')]).toEqual([1, 1]);
    expect([resultReward(s, 0, 'win'), resultReward(s, 1, 'win')]).toEqual([1, 0]);
    // The hooks score a finished playout so when Hard's switch asks for it; the default splits.
    const hooks = (endshare?: 'split' | 'win') => juniHooks(R.view(s, 0), 0, { treeCandidates: 3, scale: 15, weights: WEIGHTS, rollout: 'lean', end: true, endshare }, [[{ type: 'end-turn' }]], 0);
    expect(hooks('win').evaluate(tied, 0)).toBe(1);
    expect(hooks().evaluate(tied, 0)).toBe(0.5);
    expect(HARD_DEFAULTS.endshare).toBe('split');
    expect(parseHardParams({ endshare: 'win' })).toEqual({ endshare: 'win' });
    expect(() => parseHardParams({ endshare: 'half' })).toThrow(/endshare/);
  });
});
