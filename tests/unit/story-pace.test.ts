/**
 * The pace of the feed (stores/story-pace.ts, used by stores/game.ts). A new player's game against
 * three Normal bots took 32 minutes at 1×, with 60–180 s between two of
 * their decisions: every event got its full beat however many were queued.
 * And Kunitori's table froze for 6¾–24 minutes: its pace was in milliseconds,
 * the store's in beats. Now every game says what its events are in one typed
 * unit, and one rule decides, by the "Bots' turns" setting, what is shown in full.
 */
import { describe, expect, it } from 'vitest';
import { BEAT, beatMs, EVENT_MS, STORY_PACES, tellingBeat, showsBattle, type Beat, type EventTelling, type StoryPace } from '../../src-renderer/stores/story-pace';
import { eventTelling as mbTelling } from '../../src-renderer/games/mb-shogun/telling';
import { eventTelling as gekTelling } from '../../src-renderer/games/gekokujo/telling';
import { eventTelling as kunitoriTelling } from '../../src-renderer/games/kunitori/telling';
import { telling as juniTelling } from '../../src-renderer/games/juni-tsuki/telling';

/** Jūni-tsuki's beats as its table reads them: each event told after the ones before it (kit/table/use-table-shell.ts). */
function juniTeller(): EventTelling {
  const told: unknown[] = [];
  return (e) => {
    told.push(e);
    return juniTelling.beat(e, { t: (key) => key, name: String, view: null, told });
  };
}

/** Wall time to tell `n` events of one beat at `speed`, the backlog shrinking as they are told. */
function tellAll(n: number, speed: number): number {
  let ms = 0;
  for (let left = n - 1; left >= 0; left--) ms += beatMs(BEAT.normal, speed, left);
  return ms;
}

describe('the feed pace', () => {
  it('tells a burst of a hundred events between two decisions in seconds, not minutes', () => {
    expect(tellAll(100, 1)).toBeLessThan(20_000);
    expect(tellAll(100, 0.5)).toBeLessThan(40_000);
    // It was 100 full beats: 90 s at 1×.
    expect(100 * EVENT_MS).toBeGreaterThan(60_000);
  });

  it('keeps the full beat for a short story and for the last events of a long one', () => {
    expect(beatMs(BEAT.normal, 1, 0)).toBe(EVENT_MS);
    expect(beatMs(BEAT.linger, 1, 1)).toBe(2 * EVENT_MS);
    expect(beatMs(BEAT.normal, 2, 2)).toBe(EVENT_MS / 2);
  });

  it('is faster the longer the backlog, and the speed setting still counts', () => {
    expect(beatMs(BEAT.normal, 1, 50)).toBeLessThan(beatMs(BEAT.normal, 1, 10));
    expect(beatMs(BEAT.normal, 2, 50)).toBeLessThan(beatMs(BEAT.normal, 1, 50));
  });

  it('has no length longer than two beats: no event can hold the table for more than 4 s at 0.5×', () => {
    for (const beat of Object.values(BEAT)) expect(beatMs(beat, 0.5, 0)).toBeLessThanOrEqual(4 * EVENT_MS);
    // @ts-expect-error a bare number (e.g. milliseconds) is not a Beat: this is what stops Kunitori's freeze from compiling again.
    const ms: Beat = 1600;
    expect(ms).toBe(1600);
  });
});

const HUMAN = new Set([0]);
const beatAt = (telling: EventTelling, event: unknown, pace: StoryPace): number => tellingBeat(telling(event), pace, HUMAN);

describe("the 'Bots' turns' rule", () => {
  const botDie = { kind: 'dice', beat: BEAT.normal, seats: [1, 2] } as const;
  const myDie = { kind: 'dice', beat: BEAT.normal, seats: [2, 0] } as const;
  const botMarch = { kind: 'action', beat: BEAT.long, seats: [3] } as const;
  const botBattle = { kind: 'battle', beat: BEAT.long, seats: [1, 2] } as const;
  const round = { kind: 'headline', beat: BEAT.long, seats: [] } as const;

  it('Summary: bots\u2019 dice at once, their battle\u2019s result its beat, their actions one short line, the human\u2019s own dice in full', () => {
    expect(tellingBeat(botDie, 'summary', HUMAN)).toBe(0);
    expect(tellingBeat(botBattle, 'summary', HUMAN)).toBe(BEAT.long);
    expect(tellingBeat(botMarch, 'summary', HUMAN)).toBe(BEAT.quick);
    expect(tellingBeat(myDie, 'summary', HUMAN)).toBe(BEAT.normal);
    expect(tellingBeat(round, 'summary', HUMAN)).toBe(BEAT.long);
  });

  it('Watch battles: bots\u2019 dice die by die, their other actions still one short line', () => {
    expect(tellingBeat(botDie, 'battles', HUMAN)).toBe(BEAT.normal);
    expect(tellingBeat(botMarch, 'battles', HUMAN)).toBe(BEAT.quick);
  });

  it('Watch everything: every event its full beat', () => {
    for (const t of [botDie, myDie, botMarch, botBattle, round]) expect(tellingBeat(t, 'everything', HUMAN)).toBe(t.beat);
  });

  it('bookkeeping is told at once at every pace, and a short action is never made longer', () => {
    for (const pace of STORY_PACES) {
      expect(tellingBeat({ kind: 'bookkeeping', beat: BEAT.normal, seats: [1] }, pace, HUMAN)).toBe(0);
      expect(tellingBeat({ kind: 'action', beat: BEAT.glance, seats: [1] }, pace, HUMAN)).toBe(BEAT.glance);
    }
  });

  it('a game\u2019s own Summary beat shortens a bots\u2019 result or action in Summary only, never the human\u2019s, never longer', () => {
    const quickResult = { ...botBattle, summaryBeat: BEAT.quick };
    const toldWithIt = { ...botMarch, summaryBeat: BEAT.none };
    expect(tellingBeat(quickResult, 'summary', HUMAN)).toBe(BEAT.quick);
    expect(tellingBeat(toldWithIt, 'summary', HUMAN)).toBe(0);
    expect(tellingBeat(quickResult, 'battles', HUMAN)).toBe(BEAT.long);
    expect(tellingBeat(toldWithIt, 'battles', HUMAN)).toBe(BEAT.quick);
    expect(tellingBeat({ ...quickResult, seats: [1, 0] }, 'summary', HUMAN)).toBe(BEAT.long);
    expect(tellingBeat({ ...botMarch, summaryBeat: BEAT.linger }, 'summary', HUMAN)).toBe(BEAT.quick);
  });

  it('a battle is shown in full (dice tray, tower) when it is the human\u2019s, attacking or defending, or when bots\u2019 battles are watched', () => {
    expect(showsBattle([0, 2], 'summary', HUMAN)).toBe(true);
    expect(showsBattle([2, 0], 'summary', HUMAN)).toBe(true);
    expect(showsBattle([1, 2], 'summary', HUMAN)).toBe(false);
    expect(showsBattle([1, 2], 'battles', HUMAN)).toBe(true);
    expect(showsBattle([1, 2], 'everything', HUMAN)).toBe(true);
  });
});

/**
 * Per game, the events of a battle between two bots (seats 1 and 2) and of a
 * battle the human (seat 0) fights: in Summary the bots' dice pass at once
 * and their result keeps its beat; the human's dice keep theirs.
 */
describe('each game\u2019s events under the rule', () => {
  it('MB Shogun: dice told a removal at once (the tray holds the human\u2019s), removals in full in the human\u2019s battles; a bots\u2019 battle is its result, told with the next line', () => {
    const dice = (colour: number) => ({ type: 'dice', step: 1, side: 'attacker', colour, unit: 'spearman', hitOn: 3, values: [2, 7], hits: 1 });
    const ended = { type: 'battle-ended', attacker: 1, defender: 2, from: 'Kai', to: 'Shinano', outcome: 'won', rounds: 1 };
    const mine = { type: 'casualties', side: 'defender', colour: 0, step: 1, army: [1, 0, 0, 0], daimyo: 0, armyRonin: 0, force: [0, 0, 0, 0], forceRonin: 0, bonus: 0 };
    // Dice are told a removal's at once; a battle shown in full is held by its tray while they roll (MbTable), and
    // its removal, after them, takes its beat.
    expect(beatAt(mbTelling, dice(1), 'summary')).toBe(0);
    expect(beatAt(mbTelling, dice(0), 'summary')).toBe(0);
    expect(beatAt(mbTelling, mine, 'summary')).toBe(BEAT.glance);
    expect(beatAt(mbTelling, { ...mine, colour: 1 }, 'summary')).toBe(0);
    expect(beatAt(mbTelling, { ...mine, colour: 1 }, 'battles')).toBe(BEAT.glance);
    // A bots' battle in Summary touches nothing of the human's: its result is told with the next line that holds the story.
    expect(beatAt(mbTelling, ended, 'summary')).toBe(0);
    expect(mbTelling(ended).withNext).toBe(true);
    // A result shown on the tray stays there while the story goes on (MbTable), the human's pinned after it: a glance.
    expect(beatAt(mbTelling, ended, 'battles')).toBe(BEAT.glance);
    expect(beatAt(mbTelling, { ...ended, defender: 0 }, 'summary')).toBe(BEAT.glance);
    expect(beatAt(mbTelling, { type: 'combat-round', round: 1 }, 'everything')).toBe(0);
    // A conquest is told with the march or move that made it (mb-shogun-pace.test.ts), at every pace.
    expect(beatAt(mbTelling, { type: 'conquered', colour: 1, province: 'kai', how: 'army' }, 'everything')).toBe(0);
    expect(beatAt(mbTelling, { type: 'conquered', colour: 0, province: 'kai', how: 'force' }, 'summary')).toBe(0);
    // Two players: colour 2 is seat 0's second colour, so its battles are the human's.
    expect(tellingBeat(mbTelling({ ...mine, colour: 2 }, (c) => c % 2), 'summary', HUMAN)).toBe(BEAT.glance);
    // The bots' removal in the human's battle (a die or a removal names only its colour) is the human's battle too.
    expect(tellingBeat(mbTelling({ ...mine, colour: 1 }, undefined, { attacker: 1, defender: 0 }), 'summary', HUMAN)).toBe(BEAT.glance);
  });

  it('Gekokujō: a roll between bots at once in Summary (the tray does not open), a roll with the human among the sides in full', () => {
    const roll = (sides: number[]) => ({ type: 'dice', province: 4, rolls: [], hits: [1, 0], sides, phase: 'melee' });
    expect(beatAt(gekTelling, roll([1, 2]), 'summary')).toBe(0);
    expect(beatAt(gekTelling, roll([1, 2]), 'battles')).toBe(BEAT.quick);
    expect(beatAt(gekTelling, roll([2, 0]), 'summary')).toBe(BEAT.quick);
    expect(beatAt(gekTelling, { type: 'battle-end', province: 4, controller: 1, survivors: [1] }, 'summary')).toBe(BEAT.long);
    // A bot's march: one short line.
    expect(beatAt(gekTelling, { type: 'marched', seat: 1, from: 0, path: [3], d: 1, b: 2 }, 'summary')).toBe(BEAT.quick);
    expect(beatAt(gekTelling, { type: 'marched', seat: 0, from: 1, path: [3], d: 1, b: 2 }, 'summary')).toBe(BEAT.normal);
  });

  it('Kunitori!: in beats, never milliseconds (a battle lasts 1.35 s at 1×, not 24 minutes); a bots\u2019 defence at once in Summary', () => {
    const battle = { type: 'battle', attacker: 1, defender: 2, attack: 5, defence: 3, attackerGains: null, defenderOffer: null };
    expect(beatMs(kunitoriTelling(battle).beat, 1, 0)).toBe(1350);
    const defence = (seat: number) => ({ type: 'defence', seat, mode: 'ambush', cards: [3] });
    expect(beatAt(kunitoriTelling, defence(2), 'summary')).toBe(0);
    expect(beatAt(kunitoriTelling, defence(0), 'summary')).toBe(BEAT.normal);
    expect(beatAt(kunitoriTelling, { type: 'buy', seat: 1, card: 4, cost: 3 }, 'summary')).toBe(BEAT.quick);
    // The slowest of a game's whole turn of bookkeeping and actions stays in seconds.
    for (const type of ['battle', 'buy', 'gain', 'play', 'reveal', 'attack', 'defence', 'end-triggered', 'treasures', 'scrap', 'turn', 'game-over', 'draw']) {
      expect(beatMs(kunitoriTelling({ type, seat: 1 }).beat, 0.5, 0)).toBeLessThanOrEqual(4000);
    }
  });

  it('Kunitori!: a bot\u2019s buying turn is one beat in Summary (its turn and treasures a glance each, its buy a short line; the gain of the card bought has no line and no beat)', () => {
    const turn = [
      { type: 'turn', seat: 2 },
      { type: 'treasures', seat: 2, cards: [1, 1, 2], money: 4 },
      { type: 'buy', seat: 2, card: 5, cost: 4 },
      { type: 'gain', seat: 2, card: 5, to: 'discard', why: 'buy' },
    ];
    const beats = turn.map((e) => beatAt(kunitoriTelling, e, 'summary'));
    expect(beats).toEqual([BEAT.glance, BEAT.glance, BEAT.quick, BEAT.none]);
    // Three bots' buying turns: 2.7 s at 1× (they were 5.4 s: four short lines each).
    expect(3 * beats.reduce((sum, b) => sum + beatMs(b as Beat, 1, 0), 0)).toBe(2700);
    // A card gained otherwise (a battle's award) has its own line and beat.
    expect(beatAt(kunitoriTelling, { type: 'gain', seat: 2, card: 5, to: 'discard', why: 'award' }, 'summary')).toBe(BEAT.quick);
  });

  it('Jūni-tsuki: a battle\u2019s factors belong to the battle named before them (the human\u2019s in full, bots\u2019 at once in Summary)', () => {
    const teller = juniTeller();
    const factors = { type: 'battle-factors', attacker: [3, 1], defender: [2], bonus: 0, side: null };
    const skirmish = (a: number, d: number) => ({ type: 'skirmish', attacker: { point: 1, owner: a }, defender: { point: 2, owner: d }, attackRoll: 5, defendRoll: 9, attackTotal: 8, defendTotal: 11, winner: 'defender', loss: 1 });
    expect(beatAt(teller, { type: 'battle-named', attacker: 1, defender: 2, target: 5 }, 'summary')).toBe(BEAT.quick);
    expect(beatAt(teller, factors, 'summary')).toBe(0);
    expect(beatAt(teller, skirmish(1, 2), 'summary')).toBe(0);
    expect(beatAt(teller, { type: 'battle-named', attacker: 1, defender: 0, target: 5 }, 'summary')).toBe(BEAT.quick);
    expect(beatAt(teller, factors, 'summary')).toBe(BEAT.quick);
    expect(beatAt(teller, skirmish(1, 0), 'summary')).toBe(BEAT.quick);
  });
});
