/**
 * Issue 32: a buy that ends the turn deals the next hand at once, so the table asks before sending it. `buyEndsTurn`
 * (read from the buyer's own view) must say so exactly when the engine then ends the turn: along random games, at
 * every buy decision, for every buy on offer.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { kunitori as R } from './index';
import { buyEndsTurn } from './turn';
import type { KunitoriState } from './types';

describe('a buy that ends the turn is known before it is sent', () => {
  it('buyEndsTurn on the buyer’s view agrees with the engine, over random games', () => {
    let asked = 0;
    let ends = 0;
    for (let g = 0; g < 6; g++) {
      const options = R.parseOptions({ players: 2 + (g % 3), turnLimit: 12 });
      if (!options.ok) throw new Error(options.error.message);
      let s: KunitoriState = R.setup(options.value, `buy-ends-${g}`);
      const rng = Rng.seeded(`buy-ends-moves-${g}`);
      for (let ply = 0; ply < 3000 && R.pending(s).length > 0; ply++) {
        const d = R.pending(s)[0]!;
        const view = R.view(s, d.seat);
        if (d.kind === 'buy') {
          for (const m of R.legalMoves(s, d.seat) ?? []) {
            if (m.type !== 'buy') continue;
            const after = R.apply(s, d.seat, m).state;
            const ended = after.turns !== s.turns || after.turn.seat !== s.turn.seat || after.result !== null;
            expect(buyEndsTurn(view, m.card), `game ${g} ply ${ply}: buy ${m.card}`).toBe(ended);
            asked++;
            if (ended) ends++;
          }
        }
        s = R.apply(s, d.seat, R.randomMove(view, rng)).state;
      }
    }
    // Both answers met (a last buy, and a buy with another buy or a keep after it).
    expect(ends).toBeGreaterThan(10);
    expect(asked - ends).toBeGreaterThan(3);
  });
});
