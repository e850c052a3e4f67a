/**
 * MB Shogun's pace (issue 21): a round has about two dozen battles between
 * bots, and the human's own battles roll five steps a combat round. From the
 * events of real games between Normal bots (seat 0 playing the human's part):
 * - in Summary a bots' battle holds the story for none of its lines: its
 *   result is told with the next line that holds it (issue 32), its start,
 *   dice and consequences with the result (in the log, at once);
 * - the human's battles keep every line, and the dice tray rolls once per
 *   removal (the dice of a half round, or of a first strike), never a step
 *   at a time, each roll's dice before its casualties; the other side's dice
 *   and removals are the human's battle too (a die names only its roller).
 *   Dice are told a roll at once; the table holds the story (and the feed's
 *   later lines) while the tray rolls them (MbTable, browser-tested).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src-shared/kernel/rng';
import { mbShogun, type MbShogunEvent } from '../../src-shared/games/mb-shogun/index';
import { normalBot } from '../../src-shared/games/mb-shogun/bots/index';
import { describeEvent, eventTelling } from '../../src-renderer/games/mb-shogun/telling';
import { battleAt, battleOnShow, liveRolls, liveRollSeconds, rollEnd, LATER_MISS_SECONDS, LATER_ROLL_SECONDS, LIVE_MISS_SECONDS, LIVE_ROLL_SECONDS } from '../../src-renderer/games/mb-shogun/battle-steps';
import { BEAT, STORY_PACES, tellingBeat, type StoryPace } from '../../src-renderer/stores/story-pace';

const HUMAN = new Set([0]);

/** Every event of a 4-player game between Normal bots, 3 rounds, in order. */
async function gameEvents(seed: string): Promise<MbShogunEvent[]> {
  const parsed = mbShogun.parseOptions({ players: 4, extended: false, roundLimit: 3 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = mbShogun.setup(parsed.value, seed);
  const events: MbShogunEvent[] = [];
  for (let ply = 0; mbShogun.pending(state).length > 0; ply++) {
    const { seat } = mbShogun.pending(state)[0]!;
    const move = await normalBot.decide(mbShogun, mbShogun.view(state, seat), seat, Rng.seeded(`${seed}/${ply}`), 100);
    const applied = mbShogun.apply(state, seat, move as never);
    state = applied.state;
    events.push(...applied.events);
  }
  return events;
}

/** The events of each battle, from its start to the last consequence before the next battle or phase's action. */
function battles(events: readonly MbShogunEvent[]): { start: Extract<MbShogunEvent, { type: 'battle-started' }>; events: MbShogunEvent[] }[] {
  const out: { start: Extract<MbShogunEvent, { type: 'battle-started' }>; events: MbShogunEvent[] }[] = [];
  const after = new Set(['province-lost', 'experience', 'follow-up', 'daimyo-lost', 'eliminated', 'regained', 'successor']);
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type !== 'battle-started') continue;
    const own: MbShogunEvent[] = [e];
    let j = i + 1;
    for (; j < events.length && events[j]!.type !== 'battle-started' && events[j]!.type !== 'battle-ended'; j++) own.push(events[j]!);
    if (events[j]?.type === 'battle-ended') own.push(events[j++]!);
    for (; j < events.length && after.has(events[j]!.type); j++) own.push(events[j]!);
    out.push({ start: e, events: own });
  }
  return out;
}

const seatsOf = (b: { start: { attacker: number; defender: number } }): number[] => [b.start.attacker, b.start.defender];

describe('MB Shogun: a bots’ battle in Summary is its result', async () => {
  const events = await gameEvents('mb-pace-1');
  const all = battles(events);

  it('the games have bots’ battles and the human’s', () => {
    expect(all.filter((b) => !seatsOf(b).includes(0)).length).toBeGreaterThan(10);
    expect(all.filter((b) => seatsOf(b).includes(0)).length).toBeGreaterThan(0);
  });

  it('between bots: no line holds the story; the result is told with the next line that does, the start, dice, casualties and consequences with it', () => {
    for (const b of all.filter((x) => !seatsOf(x).includes(0))) {
      const timed = b.events.filter((e) => tellingBeat(eventTelling(e, undefined, b.start), 'summary', HUMAN) > 0);
      // A battle may cost a bot its last daimyo: being knocked out keeps its beat.
      expect(timed.filter((e) => e.type !== 'eliminated')).toEqual([]);
      const ended = b.events.find((e) => e.type === 'battle-ended');
      if (ended) expect(eventTelling(ended, undefined, b.start).withNext).toBe(true);
    }
  });

  it('Watch battles shows a bots’ battle in full: its start with its first roll, each removal, its result', () => {
    const b = all.find((x) => !seatsOf(x).includes(0) && x.events.some((e) => e.type === 'casualties'))!;
    const beat = (type: string) => tellingBeat(eventTelling(b.events.find((e) => e.type === type), undefined, b.start), 'battles', HUMAN);
    // Its start is told with its first roll, which the tray holds while it tumbles (MbTable).
    expect(beat('battle-started')).toBe(0);
    // A glance: the tray keeps the outcome while the story goes on (battleOnShow).
    expect(beat('battle-ended')).toBe(BEAT.glance);
    const removal = b.events.find((e) => e.type === 'casualties');
    // A removal a glance: the tray shows the landed dice and the losses as it comes.
    if (removal) expect(tellingBeat(eventTelling(removal, undefined, b.start), 'battles', HUMAN)).toBe(BEAT.glance);
  });

  it('the human’s battles keep every line: each roll (its start with the first), casualties and result take their time', () => {
    for (const b of all.filter((x) => seatsOf(x).includes(0))) {
      for (const e of b.events) {
        const full = eventTelling(e, undefined, b.start);
        if (full.seats.includes(0)) expect(tellingBeat(full, 'summary', HUMAN), e.type).toBe(full.beat);
        // The attacking bot's dice in the human's battle are the human's battle too (a die names only its roller).
        if (e.type === 'dice') expect(full.seats).toContain(0);
      }
      const timed = (type: string) => b.events.filter((e) => e.type === type).map((e) => tellingBeat(eventTelling(e, undefined, b.start), 'summary', HUMAN));
      // The start and a first strike are told with the first roll: the tray's title says them while it tumbles.
      expect(timed('battle-started')).toEqual([0]);
      for (const beat of timed('first-strike')) expect(beat).toBe(0);
      // Dice are told a removal at once (the tray holds the story while they roll); each removal then takes its beat.
      for (const beat of timed('dice')) expect(beat).toBe(0);
      // A glance each (issue 32, round 4): the tray shows the landed dice and the losses, the battle stays pinned after.
      for (const beat of timed('casualties')) expect(beat).toBe(BEAT.glance);
      // The result a glance: the tray keeps showing it while the story goes on (battleOnShow), then it stays pinned.
      for (const beat of timed('battle-ended')) expect(beat).toBe(BEAT.glance);
    }
  });
});

describe('MB Shogun: the dice tray rolls once per removal', async () => {
  const events = await gameEvents('mb-pace-2');
  const starts = events.flatMap((e, i) => (e.type === 'battle-started' ? [i] : []));

  it('each roll is one half round (steps 1–2 or 4–6) or a first strike, its dice in rising steps, its casualties after its dice', () => {
    let rolls = 0;
    let steps = 0;
    for (const i of starts) {
      const story = battleAt(events, i)!;
      for (const roll of story.steps) {
        rolls++;
        steps += new Set(roll.dice.map((d) => d.step)).size;
        const stepsRolled = roll.dice.map((d) => d.step);
        expect(stepsRolled).toEqual([...stepsRolled].sort((a, b) => a - b));
        expect(roll.lastStep).toBe(Math.max(...stepsRolled));
        const firstStrike = story.firstStrike && roll === story.steps[0] && roll.dice.every((d) => d.side === 'defender');
        if (!firstStrike) expect(stepsRolled.every((s) => s <= 3) || stepsRolled.every((s) => s >= 4)).toBe(true);
        // Dice of one roll are one round's.
        expect(new Set(roll.dice.map((d) => `${roll.round}`)).size).toBe(1);
      }
      // At most two rolls a combat round (plus a first strike).
      const perRound = new Map<number, number>();
      for (const roll of story.steps) perRound.set(roll.round, (perRound.get(roll.round) ?? 0) + 1);
      for (const n of perRound.values()) expect(n).toBeLessThanOrEqual(story.firstStrike ? 3 : 2);
    }
    // The grouping matters: fewer rolls than steps rolled.
    expect(rolls).toBeGreaterThan(0);
    expect(rolls).toBeLessThan(steps);
  });

  it('a half round without hits is a roll of its own: the melee’s dice never join the ranged half’s', () => {
    const dice = (step: number, side: 'attacker' | 'defender') => ({ type: 'dice', step, side, colour: side === 'attacker' ? 1 : 0, unit: 'spearman', hitOn: 3, values: [9], hits: 0 });
    const start = { type: 'battle-started', attacker: 1, defender: 0, from: 'kai', to: 'shinano', sea: false, bonusSpear: 0, bonusRonin: 0 };
    const story = battleAt([start, { type: 'combat-round', round: 1 }, dice(1, 'attacker'), dice(2, 'defender'), dice(4, 'attacker'), dice(6, 'defender'), { type: 'combat-round', round: 2 }, dice(1, 'attacker')], 0)!;
    expect(story.steps.map((s) => [s.round, s.step, s.lastStep, s.dice.length])).toEqual([
      [1, 1, 2, 2],
      [1, 4, 6, 2],
      [2, 1, 1, 1],
    ]);
  });
});

/**
 * Issue 32, round 5 (docs/pace.md): the live tray puts a roll without a hit on the tray together with the rolls told
 * after it (nothing was removed between them, so the same troops roll next: seed 000's "Kampf-Folge" removes losses only
 * at steps 3 and 7); a roll with hits ends a tray's roll, its losses shown under it as it lands.
 */
describe('MB Shogun: the live tray rolls a roll without a hit with the next', async () => {
  const events = await gameEvents('mb-pace-2');
  const stories = events.flatMap((e, i) => (e.type === 'battle-started' ? [battleAt(events, i)!] : []));
  const hit = (s: { dice: { hits: number }[] }): boolean => s.dice.some((d) => d.hits > 0);

  it('every tray roll but its last removal’s roll missed; no removal lies inside one; together they are the battle’s rolls in order', () => {
    let merged = 0;
    let removals = 0;
    for (const story of stories) {
      const rolls = liveRolls(story.steps);
      expect(rolls.flat()).toEqual(story.steps);
      removals += story.steps.length;
      for (const roll of rolls) {
        for (const s of roll.slice(0, -1)) {
          expect(hit(s), 'a roll with a hit ends the tray’s roll').toBe(false);
          expect(s.casualties).toEqual([]);
        }
        if (roll.length > 1) merged++;
        expect(roll.reduce((a, s) => a + s.dice.reduce((b, d) => b + d.values.length, 0), 0)).toBeLessThanOrEqual(18);
      }
    }
    // It matters: some rolls are put on the tray together, so the tray rolls fewer times than there are removals.
    expect(merged).toBeGreaterThan(0);
    expect(stories.reduce((a, s) => a + liveRolls(s.steps).length, 0)).toBeLessThan(removals);
  });

  it('a decision between two rolls (the human fighting on) keeps them apart; a roll is never extended past what is told', () => {
    const story = stories.find((s) => s.steps.some((x, i) => !hit(x) && s.steps[i + 1] && s.steps[i + 1]!.round > x.round))!;
    expect(story).toBeDefined();
    const i = story.steps.findIndex((x, k) => !hit(x) && story.steps[k + 1] && story.steps[k + 1]!.round > x.round);
    expect(rollEnd(story.steps, i)).toBeGreaterThan(i);
    expect(rollEnd(story.steps, i, (a, b) => b.round > a.round)).toBe(i);
    // Only its first rolls told: the roll ends at the last told.
    expect(rollEnd(story.steps.slice(0, i + 1), i)).toBe(i);
  });

  it('a roll tumbles 0.6 s (0.4 s without a hit) in the first combat round, 0.4 s (0.3 s) from the second on', () => {
    const first = stories.flatMap((s) => s.steps).find((s) => s.round === 1 && hit(s))!;
    const firstMiss = stories.flatMap((s) => s.steps).find((s) => s.round === 1 && !hit(s))!;
    const later = stories.flatMap((s) => s.steps).find((s) => s.round > 1 && hit(s))!;
    const laterMiss = stories.flatMap((s) => s.steps).find((s) => s.round > 1 && !hit(s))!;
    expect(liveRollSeconds(first)).toBe(LIVE_ROLL_SECONDS);
    expect(liveRollSeconds(firstMiss)).toBe(LIVE_MISS_SECONDS);
    expect(liveRollSeconds(later)).toBe(LATER_ROLL_SECONDS);
    expect(liveRollSeconds(laterMiss)).toBe(LATER_MISS_SECONDS);
    // A miss put on the tray with a hit: the roll has a hit.
    expect(liveRollSeconds([firstMiss, first])).toBe(LIVE_ROLL_SECONDS);
  });

  it('both sides’ losses of one removal are one glance: the other side’s is told with the first', () => {
    let pairs = 0;
    for (const story of stories) {
      const fighting = story.start;
      for (const step of story.steps) {
        const [a, b] = step.casualties;
        if (!a) continue;
        for (const pace of STORY_PACES) {
          const before = events[events.indexOf(a) - 1];
          expect(tellingBeat(eventTelling(a, undefined, fighting, before), pace, new Set([fighting.attacker, fighting.defender])), 'the first: a glance').toBe(BEAT.glance);
          if (b) expect(tellingBeat(eventTelling(b, undefined, fighting, a), pace, new Set([fighting.attacker, fighting.defender])), 'the second: with the first').toBe(0);
        }
        if (b) pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });
});

/**
 * Session 9 (issue 21, docs/pace.md "MB, session 9"): on a software-rendered page every event told with a beat costs a
 * frame besides its beat, so MB tells the lines of one move together where they are one thing.
 */
describe('MB Shogun: what is told together', async () => {
  const events = await gameEvents('mb-pace-1');
  const words = (e: unknown): string | null => describeEvent(e, (c) => `colour ${c}`, (key) => key);
  const beat = (e: unknown, pace: StoryPace) => tellingBeat(eventTelling(e), pace, HUMAN);

  it('the setup: the bots’ placements between two of the human’s are told at once in Summary (one board), each with its line', () => {
    const setup = events.filter((e) => e.type === 'reinforced' || e.type === 'army-placed');
    expect(setup.length).toBeGreaterThan(20);
    for (const e of setup) {
      expect(words(e)).not.toBeNull();
      if (e.colour === 0) expect(beat(e, 'summary'), 'the human’s own placement').toBe(BEAT.glance);
      else {
        expect(beat(e, 'summary')).toBe(0);
        expect(beat(e, 'battles'), 'Watch battles: each placement seen').toBe(BEAT.glance);
        expect(beat(e, 'everything'), 'Watch everything: each placement seen').toBe(BEAT.glance);
      }
    }
  });

  it('a conquest is told with the line of the move that made it: a march or the forces’ moves after it, a follow-up before it', () => {
    let conquests = 0;
    events.forEach((e, i) => {
      if (e.type !== 'conquered') return;
      conquests++;
      for (const pace of STORY_PACES) expect(beat(e, pace)).toBe(0);
      if (e.how === 'campaign') {
        const before = events.slice(0, i).reverse().find((x) => x.type !== 'ronin-revealed');
        expect(before).toMatchObject({ type: 'follow-up', colour: e.colour });
        return;
      }
      // The next event that is not another conquest is the move that made them all, of the same colour: a march (with
      // its beat), the forces' moves (with theirs), or an army that only sent units off (no line: its conquests go with
      // the next line that holds the story).
      const carrier = events.slice(i + 1).find((x) => x.type !== 'conquered')!;
      expect(['army-moved', 'forces-moved']).toContain(carrier.type);
      expect(carrier).toMatchObject({ colour: e.colour });
      if (words(carrier) !== null) expect(beat(carrier, 'summary'), JSON.stringify(carrier)).toBeGreaterThan(0);
      else expect(beat(carrier, 'summary')).toBe(0);
    });
    expect(conquests).toBeGreaterThan(10);
  });

  it('a province wiped out in a battle is told with the battle’s result (which says so); lost otherwise, it keeps its beat', () => {
    const lost = events.filter((e) => e.type === 'province-lost');
    expect(lost.length).toBeGreaterThan(5);
    for (const e of lost) {
      if (e.how !== 'battle') continue;
      const before = events[events.indexOf(e) - 1]!;
      expect(before.type === 'battle-ended' || before.type === 'province-lost', before.type).toBe(true);
      expect(words(before)).not.toBeNull();
      for (const pace of STORY_PACES) expect(beat(e, pace)).toBe(0);
    }
    expect(beat({ type: 'province-lost', colour: 0, province: 'kai', how: 'left-empty', by: -1 }, 'summary')).toBe(BEAT.quick);
  });

  it('an event without a line in the feed takes no time, at every pace', () => {
    let silent = 0;
    for (const e of events) {
      if (words(e) !== null) continue;
      silent++;
      for (const pace of STORY_PACES) expect(beat(e, pace), e.type).toBe(0);
    }
    expect(silent).toBeGreaterThan(0);
    // Made up: a follow-up that stops, no ronin removed, no ronin placed, a march without a path, an attack called off.
    for (const e of [
      { type: 'army-moved', colour: 0, army: 0, path: [], garrison: [0, 0, 0, 0], pickups: [0, 0, 0, 0], swappedWith: -1 },
      { type: 'called-off', colour: 0, to: 'kai' },
      { type: 'ronin-placed', colour: 0, groups: [] },
      { type: 'follow-up', colour: 0, army: 1, move: null, attack: null },
      { type: 'ronin-removed', count: 0 },
    ]) {
      expect(words(e)).toBeNull();
      for (const pace of STORY_PACES) expect(beat(e, pace), e.type).toBe(0);
    }
  });

  it('the planning results (a sword, a castle, a levy) a glance each in Summary, the human’s too (their plan carried out); Watch everything’s half a beat', () => {
    const planned = events.filter((e) => e.type === 'sword-taken' || e.type === 'built' || e.type === 'levied');
    expect(planned.length).toBeGreaterThan(8);
    for (const e of planned) {
      const colour = (e as { colour: number }).colour;
      expect(beat(e, 'summary'), `${colour}`).toBe(BEAT.glance);
      expect(beat(e, 'everything')).toBe(BEAT.quick);
    }
  });

  it('a bots’ war begun is told in Summary with its next line that holds the story, a line of that war (issue 32); the human’s a glance (their march comes next), a watched one a glance, half a beat when watching everything', () => {
    const wars = events.flatMap((e, i) => (e.type === 'war-started' ? [[e, i] as const] : []));
    expect(wars.filter(([e]) => e.colour !== 0).length).toBeGreaterThan(3);
    for (const [e, i] of wars) {
      expect(words(e)).not.toBeNull();
      expect(beat(e, 'battles')).toBe(BEAT.glance);
      expect(beat(e, 'everything')).toBe(BEAT.quick);
      if (e.colour === 0) {
        expect(beat(e, 'summary')).toBe(BEAT.glance);
        continue;
      }
      expect(beat(e, 'summary')).toBe(0);
      // The line that holds the story next is the war's own (its march, its declarations, a result of its battles)
      // or the human's: never a line of the next war or a later round.
      const holder = events.slice(i + 1).find((x) => beat(x, 'summary') > 0)!;
      const own = 'colour' in holder && holder.colour === e.colour;
      const battle = holder.type === 'battle-ended' && (holder.attacker === e.colour || holder.attacker === 0 || holder.defender === 0);
      expect(own || battle || (holder as { colour?: number }).colour === 0, `${JSON.stringify(e)} → ${JSON.stringify(holder)}`).toBe(true);
    }
  });

  it('a bots’ war’s other lines in Summary: a march and the forces’ moves a glance each, an attack that lapsed told with the next', () => {
    const lines = events.filter((e) => (e.type === 'army-moved' || e.type === 'forces-moved') && e.colour !== 0 && words(e) !== null);
    expect(lines.length).toBeGreaterThan(5);
    for (const e of lines) {
      expect(beat(e, 'summary')).toBe(BEAT.glance);
      expect(beat(e, 'everything')).toBe(BEAT.quick);
    }
    const lapsed = events.filter((e) => e.type === 'battle-lapsed' && e.colour !== 0);
    expect(lapsed.length).toBeGreaterThan(0);
    for (const e of lapsed) {
      expect(beat(e, 'summary')).toBe(0);
      expect(beat(e, 'battles')).toBe(BEAT.quick);
      expect(beat(e, 'everything')).toBe(BEAT.quick);
    }
  });

  it('a round stops the story far less often than it has lines: the human’s view of round 1 in Summary', () => {
    const start = events.findIndex((e) => e.type === 'round-started');
    const end = events.findIndex((e, i) => i > start && e.type === 'round-ended');
    const round = events.slice(start, end + 1);
    const lines = round.filter((e) => words(e) !== null).length;
    const stops = round.filter((e) => beat(e, 'summary') > 0).length;
    // Told one line at a time this was a stop (and a frame) for every line.
    expect(stops).toBeLessThan(lines / 2);
  });
});

describe('MB Shogun: the tray keeps a battle shown in full while the story goes on', async () => {
  const events = await gameEvents('mb-pace-1');
  const human = (b: { start: { attacker: number; defender: number } }): boolean => b.start.attacker === 0 || b.start.defender === 0;
  const starts = events.flatMap((e, i) => (e.type === 'battle-started' ? [i] : []));
  // A battle of the human followed (before any other line) by a bots' battle.
  const pair = starts.map((i, k) => [i, starts[k + 1]] as const).find(([i, next]) => next !== undefined && human(battleAt(events, i)!) && !human(battleAt(events, next)!) && battleAt(events, i)!.ended);

  it('while bots’ battles told by their results follow the human’s, the human’s finished battle stays on the tray', () => {
    expect(pair, 'a human’s battle followed by a bots’ battle in the pinned games').toBeDefined();
    const [mine, next] = pair as readonly [number, number];
    const nextEnd = events.findIndex((e, i) => i > next && e.type === 'battle-ended');
    // During the bots' battle (its start, dice, result): the human's battle, with its outcome.
    for (let n = next + 1; n <= nextEnd + 1; n++) expect(battleOnShow(events.slice(0, n), human)?.index).toBe(mine);
    // Watching every battle: the bots' battle is on the tray itself.
    expect(battleOnShow(events.slice(0, nextEnd + 1), () => true)?.index).toBe(next);
  });

  it('a decision of the human after it, or a few other lines, give the room back', () => {
    const [mine, next] = pair as readonly [number, number];
    expect(battleOnShow(events.slice(0, next + 2), human, mine)?.index).toBe(next);
    const other = { type: 'income', colour: 1, provinces: 3, koku: 1 };
    const later = [...events.slice(0, next + 2), other, other, other, other, other];
    expect(battleOnShow(later, human)?.index).toBe(next);
    // The newest battle itself, shown in full and finished: none once a few other lines came after it.
    const own = events.slice(0, events.findIndex((e, i) => i > mine && e.type === 'battle-ended') + 1);
    expect(battleOnShow(own, human)?.index).toBe(mine);
    expect(battleOnShow([...own, other, other, other, other, other], human)).toBeNull();
  });
});
