/**
 * Gekokujō's table tells every event and move of real games in words, in
 * English and German, with no key or parameter left showing (its keys are
 * built at run time, so the i18n key check cannot see them); every decision
 * kind the engine can ask has its words, one of a thing in the singular (and the table a panel: GekTable.vue
 * names them); and the replay's battle show picks exactly the dice events.
 */
import { describe, expect, it } from 'vitest';
import { gekokujo } from '@shared/games/gekokujo';
import { Rng } from '@shared/kernel/rng';
import type { GekokujoEvent, GekokujoMove } from '@shared/games/gekokujo/types';
import { translate, type Params } from '../../src-renderer/i18n';
import type { Locale } from '../../src-renderer/i18n/define';
import { story } from '../../src-renderer/games/gekokujo/story';
import { describeEvent, diceEvent } from '../../src-renderer/games/gekokujo/telling';

/** A random game (all-seeing), its events and moves. */
function playRandom(options: object, seed: string): { events: GekokujoEvent[]; moves: { seat: number; move: GekokujoMove }[]; kinds: Set<string> } {
  const parsed = gekokujo.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let s = gekokujo.setup(parsed.value, seed);
  const rng = Rng.seeded(`${seed}-moves`);
  const events: GekokujoEvent[] = [];
  const moves: { seat: number; move: GekokujoMove }[] = [];
  const kinds = new Set<string>();
  for (let i = 0; i < 4000; i++) {
    const pending = gekokujo.pending(s);
    if (pending.length === 0) break;
    const { seat, kind } = pending[0]!;
    kinds.add(kind);
    const move = gekokujo.randomMove(gekokujo.view(s, seat), rng);
    const checked = gekokujo.validate(s, seat, move);
    if (!checked.ok) throw new Error(checked.error.message);
    const applied = gekokujo.apply(s, seat, checked.value);
    s = applied.state;
    events.push(...applied.events);
    moves.push({ seat, move: checked.value });
  }
  return { events, moves, kinds };
}

const GAMES = [
  playRandom({ players: 4, roundLimit: 6 }, 'story-base'),
  playRandom({ players: 5, roundLimit: 5, political: true, specialized: true, technology: true, rice: true }, 'story-modules'),
  playRandom({ players: 4, roundLimit: 5, glory: true, political: true }, 'story-glory'),
];

const leftOver = /gekokujo\.|\{[a-z]+\}|undefined|NaN|null/;

describe.each(['en', 'de'] as Locale[])('Gekokujō in words (%s)', (locale) => {
  const t = (key: string, params?: Params): string => translate(locale, key, params);
  const name = (seat: number): string => `Seat${seat + 1}`;

  it('every event of three random games (base; all modules; glory) is told with nothing left showing', () => {
    const told = new Set<string>();
    for (const game of GAMES) {
      for (const e of game.events) {
        const text = describeEvent(e, name, t);
        if (text === null) continue;
        told.add(e.type);
        expect(text, `${e.type}: ${JSON.stringify(e)}`).not.toMatch(leftOver);
        // One of a thing is singular ("1 hit", "1 province", "1 Archer").
        if (locale === 'en') expect(text, `${e.type}: ${JSON.stringify(e)}`).not.toMatch(/\b1 (hits|provinces|Spearmen|Swordsmen|Archers|Bannermen|Arquebusiers)\b/);
        else expect(text, `${e.type}: ${JSON.stringify(e)}`).not.toMatch(/\b1 (Provinzen|Arkebusiere)\b/);
      }
    }
    // The story of a game: battles with their dice, recruits, marches, the harvest, pacts.
    for (const type of ['clan-chosen', 'income', 'recruited', 'marched', 'battle-start', 'dice', 'battle-end', 'harvest-roll', 'pact-offered', 'game-over']) expect(told).toContain(type);
  });

  it('every move is told, and where a position stands', () => {
    for (const game of GAMES) {
      for (const { move } of game.moves) expect(story.describeMove('Aiko', move, t), JSON.stringify(move)).not.toMatch(leftOver);
    }
    expect(story.situation({ units: [], players: [], step: 'recruit', heldAtPhase1: [], round: 3, phase: 1 }, t)).toMatch(/3/);
  });

  it('every decision kind the engine asked has its words', () => {
    const kinds = new Set(GAMES.flatMap((g) => [...g.kinds]));
    expect(kinds.size).toBeGreaterThanOrEqual(10);
    for (const kind of kinds) expect(t(`gekokujo.kind.${kind}`)).not.toMatch(leftOver);
  });
});

it('the replay shows the battles’ dice events, and nothing else', () => {
  const all = GAMES.flatMap((g) => g.events);
  const dice = all.filter((e) => diceEvent(e) !== null);
  expect(dice.length).toBeGreaterThan(0);
  expect(dice.every((e) => e.type === 'dice')).toBe(true);
  expect(all.filter((e) => e.type !== 'dice').some((e) => diceEvent(e) !== null)).toBe(false);
});
