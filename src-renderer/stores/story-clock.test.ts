/**
 * The story follows the clock (stores/story-clock.ts): on software WebGL a
 * frame of the board took a second, every story timer fired that late, and
 * a season of ~60 events (one game's) took a minute where its beats add up to seconds.
 * Here the store's loop is played by hand with a clock that jumps as a slow
 * page's does.
 */
import { describe, expect, it } from 'vitest';
import { CATCH_UP_MS, catchesUp, StoryClock } from './story-clock';
import { BEAT, type Telling } from './story-pace';

const botAction: Telling = { kind: 'action', beat: BEAT.quick, seats: [2] };
const myAction: Telling = { kind: 'action', beat: BEAT.normal, seats: [0] };
const myBattle: Telling = { kind: 'battle', beat: BEAT.long, seats: [0, 2] };
const botBattle: Telling = { kind: 'battle', beat: BEAT.long, seats: [1, 2] };
const dice: Telling = { kind: 'dice', beat: BEAT.normal, seats: [1, 3] };
const headline: Telling = { kind: 'headline', beat: BEAT.long, seats: [] };

/**
 * The store's loop: at each timer firing (`now`), tell every event that is due. Each firing
 * happens `lateMs` after the time asked for (a frame drawing in between). Returns when each event was told.
 */
function tellWithLateTimers(story: { telling: Telling; ms: number }[], lateMs: number): number[] {
  const clock = new StoryClock();
  const toldAt: number[] = [];
  let now = 0;
  let i = 0;
  while (i < story.length) {
    while (i < story.length && clock.ready(now)) {
      const { telling, ms } = story[i]!;
      toldAt.push(now);
      clock.told(now, ms, catchesUp(telling));
      i++;
    }
    now += clock.waitMs(now) + lateMs;
  }
  return toldAt;
}

describe('the story clock', () => {
  it('tells a burst of bots’ actions in the time their beats add up to, however late each timer fires', () => {
    const burst = Array.from({ length: 60 }, () => ({ telling: botAction, ms: 200 }));
    const onTime = tellWithLateTimers(burst, 0);
    const late = tellWithLateTimers(burst, 1000);
    expect(onTime.at(-1)).toBe(59 * 200);
    // Before: every event waited its 200 ms plus the second of the frame: 59 × 1.2 s = 71 s.
    expect(late.at(-1)!).toBeLessThanOrEqual(59 * 200 + 1000);
    // Several events are told at one firing (the feed lists them all).
    expect(new Set(late).size).toBeLessThan(late.length / 2);
  });

  it('never rushes what is shown in full: a battle (the human’s or bots’), its dice, a headline keep their whole time on screen', () => {
    for (const full of [myBattle, botBattle, dice, headline]) {
      expect(catchesUp(full)).toBe(false);
      const story = [
        { telling: botAction, ms: 200 },
        { telling: botAction, ms: 200 },
        { telling: full, ms: 1350 },
        { telling: botAction, ms: 200 },
      ];
      const at = tellWithLateTimers(story, 1000);
      // The event after it comes at least its full time after it was told.
      expect(at[3]! - at[2]!).toBeGreaterThanOrEqual(1350);
    }
  });

  it('catches up actions (the human’s own plan carried out too) and bookkeeping', () => {
    expect(catchesUp(botAction)).toBe(true);
    expect(catchesUp(myAction)).toBe(true);
    expect(catchesUp({ kind: 'bookkeeping', beat: BEAT.none, seats: [] })).toBe(true);
  });

  it('does not throw minutes of story at once after a page slept, nor count a pause as story', () => {
    const clock = new StoryClock();
    clock.told(0, 200, true);
    // A minute later (a background tab): what is due is told, but the next event waits its beat from at most CATCH_UP_MS ago.
    clock.told(60_000, 200, true);
    expect(clock.ready(60_000)).toBe(true);
    clock.told(60_000, CATCH_UP_MS, true);
    expect(clock.ready(60_000)).toBe(false);
    clock.reset();
    expect(clock.ready(0)).toBe(true);
    expect(clock.waitMs(0)).toBe(0);
  });
});
