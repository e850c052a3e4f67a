/**
 * Henn's Shogun's pace at the table (issue 21): what a Henn event is to the
 * story (telling.ts `eventTelling`) read through the one shared rule
 * (stores/story-pace.ts `tellingBeat`), on the events of a real game between
 * Normal bots, with seat 0 as the human on the screen.
 *
 * What is summarised: a bot's action is one short beat (its card turned up
 * and what it did), a change of hands is told with its battle, never before
 * it, a battle between bots is told with the next line that holds the story.
 * What is shown in full: the human's own battles in the tower at every pace,
 * their results for a beat (every battle's when watched).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { hennShogun } from '@shared/games/henn-shogun';
import type { HennShogunEvent, HennShogunState } from '@shared/games/henn-shogun/types';
import { getBot } from '@shared/games/bot-registry';
import { Rng } from '@shared/kernel/rng';
import { BEAT, EVENT_MS, SUMMARY_BEAT, showsBattle, tellingBeat, type StoryPace } from '../../src-renderer/stores/story-pace';
import { battleSeats, eventTelling } from '../../src-renderer/games/henn-shogun/telling';

const HUMAN = new Set([0]);
/** How long the table tells an event (the table's reading through the shared rule). */
const beat = (e: unknown, pace: StoryPace = 'summary'): number => tellingBeat(eventTelling(e), pace, HUMAN);

/** Every event seat 0 is pushed in a game of four Normal bots (4 players, sun side, beginners' setup). */
async function normalGame(seed: string): Promise<HennShogunEvent[]> {
  const parsed = hennShogun.parseOptions({ players: 4, side: 'sun', setup: 'fixed' });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const bot = getBot('henn-shogun', 'normal')!;
  let s: HennShogunState = hennShogun.setup(parsed.value, seed);
  const out: HennShogunEvent[] = [];
  for (let ply = 0; hennShogun.pending(s).length > 0 && ply < 2000; ply++) {
    const seat = hennShogun.pending(s)[0]!.seat;
    const move = await bot.decide(hennShogun, hennShogun.view(s, seat), seat, Rng.seeded(`${seed}/${ply}`), 100);
    const applied = hennShogun.apply(s, seat, move as never);
    out.push(...applied.events.filter((e) => !e.visibleTo || e.visibleTo.includes(0)));
    s = applied.state;
  }
  return out;
}

/** A bot's everyday action (telling.ts: the `everyday` flag). */
const ROUTINE = ['armies-placed', 'built', 'collected', 'moved', 'lapsed', 'slot-chosen'];

/** The events from `from` up to and including the next one told with a beat (the group it belongs to). */
function groupFrom(events: readonly HennShogunEvent[], from: number, pace: StoryPace = 'summary'): HennShogunEvent[] {
  const group: HennShogunEvent[] = [];
  for (let i = from; i < events.length; i++) {
    group.push(events[i]!);
    if (beat(events[i], pace) > 0) break;
  }
  return group;
}

const games: HennShogunEvent[][] = [];
let events: HennShogunEvent[] = [];
beforeAll(async () => {
  for (const seed of ['henn-pace/1', 'henn-pace/2', 'henn-pace/3', 'henn-pace/4']) games.push(await normalGame(seed));
  events = games.flat();
}, 60_000);

describe('Henn’s Shogun at the table: one beat per action', () => {
  it('a bot’s action — its card turned up and what it did — is one short line when watching battles', () => {
    let checked = 0;
    events.forEach((e, i) => {
      if (e.type !== 'card-revealed' || e.seat === 0 || typeof e.card !== 'string') return;
      expect(beat(e, 'battles')).toBe(0);
      const last = groupFrom(events, i, 'battles').at(-1)!;
      // The beat is the outcome's: what the seat did, its battle.
      const outcome = ('seat' in last && last.seat === e.seat) || (last.type === 'battle' && (last.attacker === e.seat || last.defender === e.seat));
      expect(outcome, `${JSON.stringify(e)} → ${JSON.stringify(last)}`).toBe(true);
      // A bot's everyday action is a glance; a battle's result a quick beat (its result stands on the tower).
      expect(beat(last, 'battles')).toBe(last.type === 'battle' ? BEAT.quick : BEAT.glance);
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
  });

  it('in the Summary the bots’ everyday lines of an action card are told together, with the next line that holds the story', () => {
    let checked = 0;
    events.forEach((e, i) => {
      if (!ROUTINE.includes(e.type) || (e as { seat: number }).seat === 0) return;
      // The places the bots take in the seat order are told in turn: the human chooses from what is left.
      if (e.type === 'slot-chosen') {
        expect(beat(e)).toBe(BEAT.glance);
        return;
      }
      expect(beat(e)).toBe(0);
      // Told with the next card turned up, the human's own line, a battle or a headline: never later than the next
      // action card.
      const holder = groupFrom(events, i).at(-1)!;
      const mine = 'seat' in holder && holder.seat === 0;
      const ok = mine || ['action-revealed', 'battle', 'season-started', 'event-drawn', 'bids-revealed', 'scored', 'game-over', 'winter-rice', 'year-started'].includes(holder.type);
      expect(ok, `${JSON.stringify(e)} → ${JSON.stringify(holder)}`).toBe(true);
      expect(beat(holder)).toBeGreaterThanOrEqual(BEAT.glance);
      checked++;
    });
    expect(checked).toBeGreaterThan(100);
    expect(beat(events.find((e) => e.type === 'action-revealed'))).toBe(BEAT.glance);
  });

  it('a tax or rice collected and the unrest it raised are one beat: the unrest line goes with it', () => {
    const collected = events.map((e, i) => [e, i] as const).filter(([e]) => e.type === 'collected');
    expect(collected.length).toBeGreaterThan(10);
    for (const [e, i] of collected) {
      expect(beat(e, 'battles')).toBe(BEAT.glance);
      expect(events[i + 1]).toMatchObject({ type: 'unrest', province: (e as { province: string }).province });
      expect(beat(events[i + 1], 'everything')).toBe(0);
    }
  });

  it('a bot’s everyday action is told with the next line in the Summary (its place in the seat order a glance), a glance when watching battles, a quick beat when watching everything; the human’s own a glance (a quick beat when watching everything)', () => {
    const bots = events.filter((e) => ROUTINE.includes(e.type) && (e as { seat: number }).seat !== 0);
    const mine = events.filter((e) => ROUTINE.includes(e.type) && (e as { seat: number }).seat === 0);
    expect(bots.length).toBeGreaterThan(30);
    expect(mine.length).toBeGreaterThan(10);
    for (const e of bots) {
      expect(beat(e, 'summary')).toBe(e.type === 'slot-chosen' ? BEAT.glance : BEAT.none);
      expect(beat(e, 'battles')).toBe(BEAT.glance);
      expect(beat(e, 'everything')).toBe(BEAT.quick);
    }
    for (const e of mine) {
      expect(beat(e, 'summary')).toBe(BEAT.glance);
      expect(beat(e, 'battles')).toBe(BEAT.glance);
      expect(beat(e, 'everything')).toBe(BEAT.quick);
    }
  });

  it('a province changing hands is told with its battle, never before it: its beat is the battle’s', () => {
    const changes = events.map((e, i) => [e, i] as const).filter(([e]) => e.type === 'province-lost' || e.type === 'card-passed');
    expect(changes.length).toBeGreaterThan(5);
    for (const [e, i] of changes) {
      expect(beat(e, 'everything')).toBe(0);
      const province = (e as { province: string }).province;
      // The first event after it that holds the story is the battle (or revolt) for that province, when battles are watched;
      // in the Summary a bots' battle is told with the next line that holds the story, and the change still with it.
      expect(groupFrom(events, i, 'battles').at(-1)!).toMatchObject({ type: 'battle', province });
      expect(groupFrom(events, i).some((x) => x.type === 'battle' && x.province === province)).toBe(true);
    }
  });

  it('the human’s battles are shown in full at every pace; a battle between bots is told with the next line that holds the story in the Summary (issue 32: nothing of the human’s in it), a quick beat when watched and the human’s (the tower shows the result as the line comes, and it stays pinned)', () => {
    const battles = events.filter((e) => e.type === 'battle' && e.kind === 'attack');
    const mine = battles.filter((b) => battleSeats(b).includes(0));
    const bots = battles.filter((b) => !battleSeats(b).includes(0));
    expect(mine.length).toBeGreaterThan(0);
    expect(bots.length).toBeGreaterThan(0);
    for (const pace of ['summary', 'battles', 'everything'] as const) for (const b of mine) expect(showsBattle(battleSeats(b), pace, HUMAN)).toBe(true);
    // The throw is told with its battle (the tower shows it), never on its own.
    expect(beat(events.find((e) => e.type === 'tower-thrown'), 'everything')).toBe(0);
    expect(eventTelling(mine[0]).seats).toEqual(battleSeats(mine[0]));
    for (const b of bots) {
      expect(showsBattle(battleSeats(b), 'summary', HUMAN)).toBe(false);
      expect(showsBattle(battleSeats(b), 'battles', HUMAN)).toBe(true);
      expect(beat(b)).toBe(0);
      expect(eventTelling(b).withNext).toBe(true);
      expect(beat(b, 'battles')).toBe(BEAT.quick);
    }
    for (const b of mine) expect(beat(b)).toBe(BEAT.quick);
  });

  it('a winter’s revolt against a bot is told with the next line that holds the story in the Summary, against the human a quick beat (the winter’s summary lists them all)', () => {
    const revolts = events.filter((e) => e.type === 'battle' && e.kind === 'revolt');
    const mine = revolts.filter((e) => battleSeats(e).includes(0));
    const bots = revolts.filter((e) => !battleSeats(e).includes(0));
    expect(mine.length).toBeGreaterThan(0);
    expect(bots.length).toBeGreaterThan(0);
    for (const e of mine) expect(beat(e)).toBe(BEAT.quick);
    for (const e of bots) {
      expect(beat(e)).toBe(0);
      expect(beat(e, 'battles')).toBe(BEAT.quick);
    }
  });

  it('a bot’s armies fed in the winter are told with the next line in the Summary (the winter’s summary lists them), the human’s a whole beat', () => {
    const rice = events.filter((e) => e.type === 'winter-rice');
    expect(rice.some((e) => e.seat === 0)).toBe(true);
    expect(rice.some((e) => e.seat !== 0)).toBe(true);
    for (const e of rice) {
      expect(beat(e)).toBe(e.seat === 0 ? BEAT.normal : 0);
      expect(beat(e, 'everything')).toBe(BEAT.normal);
    }
  });

  it('a bot’s plan being ready holds nothing; the event card is a headline every seat reads; what the screen shows as it is told holds nothing or little', () => {
    expect(beat(events.find((e) => e.type === 'planned' && e.seat !== 0))).toBe(0);
    const first = (type: string) => events.find((x) => x.type === type)!;
    for (const type of ['season-started', 'event-drawn', 'bids-revealed', 'scored']) expect(eventTelling(first(type)).kind).toBe('headline');
    // A whole beat: its title stays in the header, its line in the feed's list under the bids (issue 32, round 4).
    expect(beat(first('event-drawn'))).toBe(BEAT.normal);
    // The seat-order panel shows the bids and the order with the line (SlotPanel): a short line.
    expect(beat(first('bids-revealed'))).toBe(BEAT.quick);
    // The header shows the season and its action cards, the year and its event cards (SeasonStrip, following the feed);
    // the winter's summary shows the scoring as it is told: none holds the story, at any pace (issue 32).
    for (const type of ['season-started', 'year-started', 'scored']) for (const pace of ['summary', 'everything'] as const) expect(beat(first(type), pace)).toBe(0);
  });

  it('a season’s beats in the Summary add up to at most 25 s at 1×, a winter’s revolts included (a backlog is told faster still); the old pace gave 55–85 s', () => {
    const seasons: number[] = [];
    for (const game of games) {
      let season: number | null = null;
      for (const e of game) {
        if (e.type === 'season-started') {
          if (season !== null) seasons.push(season);
          season = 0;
        }
        if (season !== null) season += (beat(e) * EVENT_MS) / 1000;
      }
      if (season !== null) seasons.push(season);
    }
    expect(seasons.length).toBeGreaterThan(15);
    expect(Math.max(...seasons)).toBeLessThanOrEqual(25);
  });
});
