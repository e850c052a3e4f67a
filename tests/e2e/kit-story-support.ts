/**
 * Stored positions for the kit's story features (kit-story.spec.ts): where
 * the bots, moving first after the table opens, take one of the human's
 * provinces before the human decides again. Found by playing the host's
 * random bots here exactly as the host will (the next bot is the first
 * pending one, src-main/services/bots.ts nextBot; its Rng is seeded
 * `<seed>/bot/<ply>/<seat>`, src-main/worker/engine.ts), so the test starts
 * at a position it knows the outcome of instead of hoping for one.
 */
import { getGame } from '../../src-shared/games/index';
import { getBot } from '../../src-shared/games/bot-registry';
import { checkMove } from '../../src-shared/kernel/move-schema';
import { replay } from '../../src-shared/kernel/record';
import { Rng } from '../../src-shared/kernel/rng';
import type { AnyRuleset } from '../../src-shared/kernel/ruleset';
import { pinnedRecord, type PinnedGame } from './positions';

export interface TakenPosition {
  /** The ply to open at: bots move first. */
  ply: number;
  /** Places (the board's ids) the human holds at the ply and no longer holds at their next decision. */
  lost: string[];
}

type Owners = (state: unknown, ruleset: AnyRuleset) => Map<string, number | null>;

/**
 * The first ply (from `after` on) where the human is not asked, the bots are, and the random bots take a place of
 * the human's before the human alone must decide. `owners` reads who holds each place in a state.
 */
export async function botsTakeAPlace(pinned: PinnedGame, human: number, owners: Owners, after = 1, tries = 40): Promise<TakenPosition> {
  const { ruleset } = getGame(pinned.game)!;
  const bot = getBot(ruleset.id, 'random')!;
  const states: unknown[] = [];
  replay(ruleset, pinnedRecord(pinned), ({ ply, state }) => {
    states[ply] = state;
  });
  let tried = 0;
  for (let ply = after; ply < states.length && tried < tries; ply++) {
    const start = states[ply]!;
    const pending = ruleset.pending(start);
    if (pending.length === 0 || pending.some((d) => d.seat === human)) continue;
    const before = owners(start, ruleset);
    const mine = [...before].filter(([, o]) => o === human).map(([id]) => id);
    if (mine.length === 0) continue;
    tried++;
    let state = start;
    let at = ply;
    for (let step = 0; step < 300; step++) {
      const asked = ruleset.pending(state);
      if (asked.length === 0) break;
      const d = asked.find((x) => x.seat !== human);
      if (!d) break;
      const move = await bot.decide(ruleset, ruleset.view(state, d.seat), d.seat, Rng.seeded(`${pinned.seed}/bot/${at}/${d.seat}`), 1000);
      const checked = checkMove(ruleset, state, d.seat, move);
      if (!checked.ok) throw new Error(`the random bot's move at ${at} is refused: ${checked.error.message}`);
      state = ruleset.apply(state, d.seat, checked.value.move).state;
      at++;
    }
    if (!ruleset.pending(state).every((d) => d.seat === human) || ruleset.pending(state).length === 0) continue;
    const now = owners(state, ruleset);
    const lost = mine.filter((id) => now.get(id) !== human && now.get(id) !== null && now.get(id) !== undefined);
    if (lost.length > 0) return { ply, lost };
  }
  throw new Error(`no position in ${pinned.game}/${pinned.seed} where the bots take a place of seat ${human}'s`);
}
