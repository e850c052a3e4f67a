/**
 * A hint knows what the seat knows (docs/hints.md): two positions that differ
 * only in what other seats keep secret (their hands, plans, treasuries, the
 * deck's order: drawn by each game's own determinize from the seat's view)
 * show the seat the same view and give the same hint. The Hard runs at a fixed
 * playout count here (its time cap off), so the load cannot change the answer.
 */
import { describe, expect, it } from 'vitest';
import { suggestMove } from '../../src-shared/ai/hint';
import { botFromSpec } from '../../src-shared/games/bot-registry';
import { getGame } from '../../src-shared/games/index';
import { canonicalJson } from '../../src-shared/kernel/hash';
import { Rng } from '../../src-shared/kernel/rng';
import type { AnyRuleset } from '../../src-shared/kernel/ruleset';
import { determinize as hennWorld } from '../../src-shared/games/henn-shogun/determinize';
import { determinize as mbWorld } from '../../src-shared/games/mb-shogun/bots/hard-config';
import { determinize as gekWorld } from '../../src-shared/games/gekokujo/determinize';
import { determinize as kuniWorld } from '../../src-shared/games/kunitori/determinize';
import type { JuniState } from '../../src-shared/games/juni-tsuki/types';

/** Per game: the Hard at a fixed count, and a second world the seat cannot tell from the first. */
const GAMES: { id: string; hard: string; plies: number; world: (view: never, seat: number, rng: Rng, state: never) => unknown }[] = [
  { id: 'henn-shogun', hard: 'hard:cap=off', plies: 40, world: (v, _s, r) => hennWorld(v, r) },
  { id: 'mb-shogun', hard: 'hard:playouts=16', plies: 30, world: (v, _s, r) => mbWorld(v, r) },
  { id: 'gekokujo', hard: 'hard:playouts=24', plies: 30, world: (v, _s, r) => gekWorld(v, r) },
  { id: 'kunitori', hard: 'hard:cap=off', plies: 30, world: (v, s, r) => kuniWorld(v, s, r) },
  // Jūni-tsuki's other world is the true one with the secrets changed by hand: a rival's ring swapped with the deck's
  // top, the decks' orders and the Rng (written while determinize.ts still dealt rings by the element count, which
  // determinize.test.ts now holds to the view's sizes).
  { id: 'juni-tsuki', hard: 'hard:playouts=16', plies: 30, world: (_v, s, r, state) => juniSecretsChanged(state, s, r) },
];

function juniSecretsChanged(state: JuniState, seat: number, rng: Rng): JuniState {
  const o = structuredClone(state);
  const rival = o.hands[(seat + 1) % o.hands.length]!;
  if (rival.rings.length > 0 && o.ringDeck.draw.length > 0) [rival.rings[0], o.ringDeck.draw[0]] = [o.ringDeck.draw[0]!, rival.rings[0]!];
  o.ringDeck.draw = rng.shuffle(o.ringDeck.draw);
  o.elementDeck.draw = rng.shuffle(o.elementDeck.draw);
  o.fateDeck.draw = rng.shuffle(o.fateDeck.draw);
  o.rng = rng.fork('world').state();
  return o;
}

/** A game played some plies by random moves from each seat's view, then to a decision of a seat whose rivals hold secrets. */
function midGame(ruleset: AnyRuleset, options: unknown, plies: number): { state: unknown; seat: number } {
  let state = ruleset.setup(options as never, 'hint-secrets');
  const rng = Rng.seeded('hint-secrets/moves');
  for (let ply = 0; ; ply++) {
    const pending = ruleset.pending(state);
    if (pending.length === 0) throw new Error('the game ended before a decision was found');
    const seat = pending[0]!.seat;
    if (ply >= plies) return { state, seat };
    state = ruleset.apply(state, seat, ruleset.randomMove(ruleset.view(state, seat), rng)).state;
  }
}

describe('a hint reads the seat’s view only', () => {
  for (const g of GAMES) {
    it(`${g.id}: two positions differing only in others' secrets give the same view and the same hint`, { timeout: 120_000 }, async () => {
      const module = getGame(g.id)!;
      const ruleset = module.ruleset as AnyRuleset;
      const options = ruleset.parseOptions(module.quickStart);
      if (!options.ok) throw new Error(JSON.stringify(options.error));
      const { state, seat } = midGame(ruleset, options.value, g.plies);
      const view = ruleset.view(state, seat);
      // Another world from this seat's view: the rivals' secrets drawn afresh.
      const other = g.world(view as never, seat, Rng.seeded('another world'), state as never);
      expect(canonicalJson(other)).not.toBe(canonicalJson(state));
      const otherView = ruleset.view(other, seat);
      expect(canonicalJson(otherView)).toBe(canonicalJson(view));

      const bot = botFromSpec(g.id, g.hard)!;
      const hint = (v: unknown) => suggestMove(bot, ruleset, v, seat, Rng.seeded('hint'), 100);
      const [a, b] = [await hint(view), await hint(otherView)];
      expect(canonicalJson(b)).toBe(canonicalJson(a));
      // And the hint is a move the rules accept in either world.
      expect(ruleset.validate(state, seat, a.move).ok).toBe(true);
      expect(ruleset.validate(other, seat, a.move).ok).toBe(true);
    });
  }
});
