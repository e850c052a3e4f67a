/**
 * The public view (issue 25: each engine's `view.ts` gives it; the renderer no
 * longer redoes it): what a hotseat table shows while nobody has claimed the
 * screen. It must not depend on whose view it was made from — a shared screen
 * shows nobody's secrets, the viewing seat's own included. Checked on every
 * ply of a random game, for every pair of seats (the `seat` field, which only
 * says whose view it came from, aside).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../kernel/rng';
import { randomMover } from '../ai/playout';
import { defaultOptions } from './game-module';
import { GAME_IDS, GAMES } from './index';

type PublicOf = (view: unknown) => unknown;
/** Every game whose public.ts gives a public view (the test game has no hotseat table, so none). */
const PUBLIC_VIEWS = new Map<(typeof GAME_IDS)[number], PublicOf>();
for (const id of GAME_IDS) {
  const module = (await import(`./${id}/public.ts`)) as { publicView?: PublicOf };
  if (module.publicView) PUBLIC_VIEWS.set(id, module.publicView);
}
const withoutSeat = (v: unknown): unknown => {
  const { seat: _seat, ...rest } = v as Record<string, unknown>;
  return rest;
};

describe('the public view shows nobody’s secrets, whoever’s view it came from', () => {
  it('is given by every game but the test game', () => {
    expect(PUBLIC_VIEWS.size).toBe(GAME_IDS.length - 1);
  });

  it.each([...PUBLIC_VIEWS.keys()])('%s', (id) => {
    const publicView = PUBLIC_VIEWS.get(id)!;
    const game = GAMES[id];
    const config = game.conformance.configs[0]!;
    const parsed = game.ruleset.parseOptions(defaultOptions(game, config.players as number, config));
    if (!parsed.ok) throw new Error(parsed.error.message);
    let state = game.ruleset.setup(parsed.value, 'public-view');
    const seats = (parsed.value as { players: number }).players;
    const rng = Rng.seeded('public-view:moves');
    let compared = 0;
    for (let ply = 0; ply < 150; ply++) {
      const pending = game.ruleset.pending(state);
      if (pending.length === 0) break;
      const shown = withoutSeat(publicView(game.ruleset.view(state, 0)));
      for (let seat = 1; seat < seats; seat++) {
        expect(withoutSeat(publicView(game.ruleset.view(state, seat))), `ply ${ply}: seat ${seat}'s public view differs from seat 0's`).toEqual(shown);
        compared++;
      }
      const mover = randomMover(game.ruleset, state, pending, rng);
      const move = game.ruleset.validate(state, mover, game.ruleset.randomMove(game.ruleset.view(state, mover), rng));
      if (!move.ok) throw new Error(`ply ${ply}: ${move.error.message}`);
      state = game.ruleset.apply(state, mover, move.value).state;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
