/**
 * The games' declarations of which events reveal a die, a throw, a card or a secret (`reveals.ts` in each game
 * folder, read by kernel/take-back.ts for the WORDS of an undo refusal, docs/undo.md):
 * - every declared name is one of the game's own event types (the union in its types.ts; the declaration's type
 *   already refuses other names at compile time: kernel/define-ruleset.test.ts);
 * - over random games, every move that draws from the Rng emits a declared die, throw or card event (the cause
 *   is declared, not a secret standing beside it), and whenever chance moved since the person's last move (so the
 *   Undo button is refused) the words name a die, a throw or a card: never "chance decided something", nor
 *   "a secret" where a die was the cause.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng } from '../kernel/rng';
import type { AnyRuleset, GameEvent, RevealingEvents } from '../kernel/ruleset';
import { checkTakeBack, refusalWords, rngMoved } from '../kernel/take-back';
import { defaultOptions } from './game-module';
import { GAME_IDS, GAMES } from './index';

const GAMES_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)));
const KINDS = ['die', 'throw', 'card', 'secret'] as const;
/** The kinds that say what chance did. */
const CHANCE = ['die', 'throw', 'card'] as const;

/** The `type: '…'` names of the event union a game's reveals.ts is typed by, read from its types.ts. */
function eventTypesOf(id: string): Set<string> {
  const reveals = readFileSync(join(GAMES_DIR, id, 'reveals.ts'), 'utf8');
  const union = /RevealingEvents<(\w+)\['type'\]>/.exec(reveals)?.[1];
  if (!union) throw new Error(`${id}/reveals.ts is not typed by an event union`);
  const types = readFileSync(join(GAMES_DIR, id, 'types.ts'), 'utf8');
  const start = types.indexOf(`export type ${union} =`);
  if (start < 0) throw new Error(`${id}/types.ts has no ${union}`);
  const end = types.indexOf('\nexport ', start + 1);
  const body = types.slice(start, end < 0 ? undefined : end);
  return new Set([...body.matchAll(/type: '([^']+)'/g)].map((m) => m[1]!));
}

describe("each game declares which of its events reveal a die, a throw, a card or a secret", () => {
  it.each(GAME_IDS)('%s: every declared type is one of its own event types, and it declares some', (id) => {
    const reveals = GAMES[id].ruleset.reveals as RevealingEvents | undefined;
    expect(reveals, `${id} declares nothing`).toBeDefined();
    const own = eventTypesOf(id);
    const declared = KINDS.flatMap((k) => (reveals![k] ?? []).map((t) => `${k}:${t}`));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((d) => !own.has(d.split(':')[1]!))).toEqual([]);
  });
});

interface Seen {
  /** Positions where seat 0 decides again after a move of its own, with chance moved since. */
  chance: number;
  /** Words per kind over those positions. */
  words: Record<string, number>;
  /** Positions where the words named no die, throw or card (with the events since). */
  unnamed: string[];
  /** Moves that drew from the Rng without a declared die, throw or card event (their decision and events). */
  undeclared: string[];
  /** Records (at a chance position) to check against the rule itself. */
  samples: { record: Parameters<typeof checkTakeBack>[1]; expected: string }[];
}

/** Random games (seat 0 the person, the others random bots); at each of seat 0's decisions after its own move, the words the rule would give if chance moved since. */
function playRandom(id: string, seeds: number, maxPlies: number): Seen {
  const game = GAMES[id as (typeof GAME_IDS)[number]];
  const R = game.ruleset as AnyRuleset;
  const config = game.conformance.configs[0]!;
  const options = defaultOptions(game, config.players as number, config);
  const seen: Seen = { chance: 0, words: {}, unnamed: [], undeclared: [], samples: [] };
  for (let g = 0; g < seeds; g++) {
    const parsed = R.parseOptions(options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const seed = `reveals-${id}-${g}`;
    let state = R.setup(parsed.value, seed);
    const rng = Rng.seeded(`moves:${seed}`);
    const moves: { seat: number; move: unknown }[] = [];
    let before: unknown = null;
    let since: GameEvent[] = [];
    for (let i = 0; i < maxPlies && R.pending(state).length; i++) {
      const d = R.pending(state)[0]!;
      if (d.seat === 0 && before !== null && rngMoved(before, state)) {
        seen.chance++;
        const words = refusalWords(R.reveals, since, KINDS, 'chance');
        seen.words[words] = (seen.words[words] ?? 0) + 1;
        if (!(CHANCE as readonly string[]).includes(words)) seen.unnamed.push(`${words}: ${[...new Set(since.map((e) => e.type))].join(',')}`);
        // A few positions are checked against the rule on the whole record (it replays from the start: costly).
        if (seen.chance % 25 === 1 && seen.samples.length < 3) seen.samples.push({ record: { ruleset: id, rulesetVersion: R.version, options: parsed.value, seed, moves: moves.slice() }, expected: words });
      }
      const move = R.randomMove(R.view(state, d.seat), rng);
      const v = R.validate(state, d.seat, move);
      if (!v.ok) throw new Error(v.error.message);
      if (d.seat === 0) {
        before = state;
        since = [];
      }
      const applied = R.apply(state, d.seat, v.value);
      if (rngMoved(state, applied.state) && refusalWords(R.reveals, applied.events, CHANCE, 'chance') === 'chance') {
        seen.undeclared.push(`${d.kind}: ${[...new Set(applied.events.map((e) => e.type))].join(',')}`);
      }
      since.push(...applied.events);
      state = applied.state;
      moves.push({ seat: d.seat, move });
    }
  }
  return seen;
}

/** Plies per random game at most: enough to reach battles, draws and secret plans in every game. */
const PLIES = 500;

describe('random games: when chance refuses a take-back, the words name what the game declared', () => {
  it.each(GAME_IDS)('%s', (id) => {
    const seen = playRandom(id, 3, PLIES);
    expect(seen.chance, 'no position with chance since the move').toBeGreaterThan(3);
    expect([...new Set(seen.undeclared)], 'moves that drew from the Rng with no declared die, throw or card').toEqual([]);
    expect(seen.unnamed, JSON.stringify(seen.words)).toEqual([]);
    const R = GAMES[id].ruleset as AnyRuleset;
    for (const s of seen.samples) expect(checkTakeBack(R, s.record, 0, [0])).toEqual({ ok: false, reason: s.expected });
  }, 120_000);
});
