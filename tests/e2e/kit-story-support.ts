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
  /** Who holds each of them then (null: nobody, where a game lets a place fall empty). */
  to: (number | null)[];
}

type Owners = (state: unknown, ruleset: AnyRuleset) => Map<string, number | null>;

/**
 * The first ply (from `after` on) where the human is not asked, the bots are, and what the random bots play until the
 * human alone must decide passes `judge` (the state at the ply and then, the events between; null: not this one). `tries` positions at most.
 * `maxEvents`: only a position whose bots' moves make at most this many events up to her decision (the test waits
 * while all of them are told at the player's pace; a candidate is dropped as soon as it passes the bound, so the
 * search stays cheap). What it saves is small (docs/testing.md, session 6): the pace tells a long backlog quickly.
 */
export async function botsPlayAhead<T>(pinned: PinnedGame, human: number, judge: (start: unknown, end: unknown, events: readonly unknown[]) => T | null, after = 1, tries = 40, maxEvents = Infinity): Promise<{ ply: number; found: T }> {
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
    tried++;
    let state = start;
    let at = ply;
    const events: unknown[] = [];
    for (let step = 0; step < 300 && events.length <= maxEvents; step++) {
      const asked = ruleset.pending(state);
      if (asked.length === 0) break;
      const d = asked.find((x) => x.seat !== human);
      if (!d) break;
      const move = await bot.decide(ruleset, ruleset.view(state, d.seat), d.seat, Rng.seeded(`${pinned.seed}/bot/${at}/${d.seat}`), 1000);
      const checked = checkMove(ruleset, state, d.seat, move);
      if (!checked.ok) throw new Error(`the random bot's move at ${at} is refused: ${checked.error.message}`);
      const done = ruleset.apply(state, d.seat, checked.value.move);
      state = done.state;
      events.push(...done.events);
      at++;
    }
    if (events.length > maxEvents || !ruleset.pending(state).every((d) => d.seat === human) || ruleset.pending(state).length === 0) continue;
    const found = judge(start, state, events);
    if (found !== null) return { ply, found };
  }
  throw new Error(`no such position in ${pinned.game}/${pinned.seed} for seat ${human}`);
}

/**
 * The first ply (from `after` on) where the human is not asked, the bots are, and the random bots take a place of
 * the human's before the human alone must decide. `owners` reads who holds each place in a state. `toNobody`: a
 * place the bots' move leaves empty counts too.
 */
export async function botsTakeAPlace(pinned: PinnedGame, human: number, owners: Owners, after = 1, tries = 40, toNobody = false, maxEvents = Infinity): Promise<TakenPosition> {
  const { ruleset } = getGame(pinned.game)!;
  const { ply, found } = await botsPlayAhead(
    pinned,
    human,
    (start, end) => {
      const mine = [...owners(start, ruleset)].filter(([, o]) => o === human).map(([id]) => id);
      const now = owners(end, ruleset);
      const lost = mine.filter((id) => now.get(id) !== human && now.get(id) !== undefined && (toNobody || now.get(id) !== null));
      return lost.length > 0 ? { lost, to: lost.map((id) => now.get(id) ?? null) } : null;
    },
    after,
    tries,
    maxEvents,
  );
  return { ply, ...found };
}
