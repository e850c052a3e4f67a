/**
 * An event the feed has no line for holds the table for no beat (issue 21: the waits between a
 * player's decisions). The store tells each event for the beat its game gives it, and the feed shows
 * the game's line for it (`describeEvent`); an event without a line but with a beat kept the line
 * before it on screen and the next decision back for nothing: Kunitori's gain of a card just bought
 * (half a beat in every buying turn), Gekokujō's upkeep when nothing was owed, MB's follow-up that
 * did nothing. Over random games of every game, every event either has a line or is told at once.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src-shared/kernel/rng';
import type { AnyRuleset } from '../../src-shared/kernel/ruleset';
import { defaultOptions } from '../../src-shared/games/game-module';
import { GAMES, type GameId } from '../../src-shared/games/index';
import type { GameStory, Translate } from '../../src-renderer/games/renderer-game';
import { STORY_PACES, tellingBeat, type EventTelling } from '../../src-renderer/stores/story-pace';
import { story as mbStory } from '../../src-renderer/games/mb-shogun/story';
import { telling as mbTelling } from '../../src-renderer/games/mb-shogun/telling';
import { story as hennStory } from '../../src-renderer/games/henn-shogun/story';
import { telling as hennTelling } from '../../src-renderer/games/henn-shogun/telling';
import { story as gekStory } from '../../src-renderer/games/gekokujo/story';
import { telling as gekTelling } from '../../src-renderer/games/gekokujo/telling';
import { story as juniStory } from '../../src-renderer/games/juni-tsuki/story';
import { telling as juniTelling } from '../../src-renderer/games/juni-tsuki/telling';
import { story as kunitoriStory } from '../../src-renderer/games/kunitori/story';
import { telling as kunitoriTelling } from '../../src-renderer/games/kunitori/telling';
import type { GameTelling } from '../../src-renderer/kit/table/telling';

const t: Translate = (key, params) => `${key} ${JSON.stringify(params ?? {})}`;
const name = (seat: number): string => `Seat ${seat}`;
/** Every seat a bot: no event concerns a human, so Summary shortens all it may, and a beat left is the game's. */
const NO_HUMANS = new Set<number>();
const ALL_HUMANS = new Set([0, 1, 2, 3]);

/** A game's beats as a table reads them: each event told after the ones before it (kit/table/use-table-shell.ts). */
const teller =
  (g: GameTelling) =>
  (): EventTelling => {
    const told: unknown[] = [];
    return (e) => {
      told.push(e);
      return g.beat(e, { t, name, view: null, told });
    };
  };

const TABLES: { id: GameId; story: GameStory; telling: () => EventTelling }[] = [
  { id: 'mb-shogun', story: mbStory, telling: teller(mbTelling) },
  { id: 'henn-shogun', story: hennStory, telling: teller(hennTelling) },
  { id: 'gekokujo', story: gekStory, telling: teller(gekTelling) },
  { id: 'juni-tsuki', story: juniStory, telling: teller(juniTelling) },
  { id: 'kunitori', story: kunitoriStory, telling: teller(kunitoriTelling) },
];

/** Event types (with one example each) that have no line in the feed but a beat at some pace. */
function linelessBeats(id: GameId, story: GameStory, telling: EventTelling, games: number, plies: number): Record<string, string> {
  const mod = GAMES[id];
  const rules = mod.ruleset as AnyRuleset;
  const found: Record<string, string> = {};
  for (let g = 0; g < games; g++) {
    const options = rules.parseOptions(defaultOptions(mod, 4));
    if (!options.ok) throw new Error(`${id}: ${options.error.message}`);
    let state = rules.setup(options.value, `lineless-${g}`);
    const rng = Rng.seeded(`lineless-moves-${g}`);
    for (let i = 0; i < plies; i++) {
      const next = rules.pending(state)[0];
      if (!next) break;
      const result = rules.apply(state, next.seat, rules.randomMove(rules.view(state, next.seat), rng));
      state = result.state;
      for (const e of result.events) {
        if (story.describeEvent(e, name, t, 4) !== null) continue;
        const what = telling(e);
        const held = STORY_PACES.flatMap((pace) => [tellingBeat(what, pace, NO_HUMANS), tellingBeat(what, pace, ALL_HUMANS)]);
        if (held.some((beat) => beat > 0)) found[(e as { type: string }).type] = JSON.stringify(e).slice(0, 160);
      }
    }
  }
  return found;
}

describe('an event without a line in the feed is told at once', () => {
  it.each(TABLES)('$id: over random 4-player games, no lineless event holds a beat', ({ id, story, telling }) => {
    expect(linelessBeats(id, story, telling(), 3, 600)).toEqual({});
  });
});
