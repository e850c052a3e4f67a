/**
 * The table's story queue: the views it shows never run ahead of the events
 * it has told (the reported bug: board and seat strips showing results, and
 * the end panel appearing, while the feed still told earlier actions).
 */
import { describe, expect, it } from 'vitest';
import type { SeatView } from '@shared/contract/messages';
import { EventQueue } from './event-queue';

function view(seat: number, ply: number, result: SeatView['result'] = null): SeatView {
  return { gameId: 'g', seat, ply, view: { ply }, pending: [], result };
}
const events = (ply: number, n: number): string[] => Array.from({ length: n }, (_, i) => `e${ply}.${i}`);

/** The ply of the shown view must be the ply of the last move whose events were all told. */
function tellAll(q: EventQueue, narrator: number): { told: unknown; shownPly: number | undefined }[] {
  const out = [];
  for (let told = q.tellNext(narrator); told; told = q.tellNext(narrator)) out.push({ told: told.event, shownPly: q.shown.find((v) => v.seat === narrator)?.ply });
  return out;
}

describe('EventQueue', () => {
  it('shows a move only with its last event, so the view is never ahead of the feed', () => {
    const q = new EventQueue();
    q.open([view(0, 0)]);
    q.receive(view(0, 1), events(1, 3));
    q.receive(view(0, 2), events(2, 2));
    expect(q.shown[0]!.ply).toBe(0);
    expect(q.latest[0]!.ply).toBe(2);
    expect(q.backlog).toBe(5);
    expect(tellAll(q, 0)).toEqual([
      { told: 'e1.0', shownPly: 0 },
      { told: 'e1.1', shownPly: 0 },
      { told: 'e1.2', shownPly: 1 },
      { told: 'e2.0', shownPly: 1 },
      { told: 'e2.1', shownPly: 2 },
    ]);
    expect(q.playing).toBe(false);
    expect(q.told[0]).toEqual([...events(1, 3), ...events(2, 2)]);
  });

  it('keeps a move back past its last event when that event decides it (dice on a tray): the prompt comes after the dice, not with them', () => {
    // Gekokujō: the human's roll is the last event of their move; the casualty prompt is in the move's view.
    const q = new EventQueue();
    q.open([view(0, 0)]);
    q.receive(view(0, 1), ['ronin', 'dice']);
    q.receive(view(0, 2), ['next']);
    const decides = (e: unknown): boolean => e === 'dice';
    expect(q.tellNext(0, decides)).toEqual({ event: 'ronin' });
    expect(q.tellNext(0, decides)).toEqual({ event: 'dice' });
    // The dice are told (the tray rolls) and the view with the prompt is not shown yet, nor is the story over.
    expect(q.shown[0]!.ply).toBe(0);
    expect(q.playing).toBe(true);
    // The story goes on past the dice: now the move shows, then the next one is told.
    expect(q.tellNext(0, decides)).toEqual({ event: 'next' });
    expect(q.shown[0]!.ply).toBe(2);
    // A move whose dice end it, alone in the queue: shown when the story goes on and finds nothing more.
    q.receive(view(0, 3), ['dice']);
    q.tellNext(0, decides);
    expect(q.shown[0]!.ply).toBe(2);
    expect(q.tellNext(0, decides)).toBeNull();
    expect(q.shown[0]!.ply).toBe(3);
    expect(q.playing).toBe(false);
  });

  it('keeps the result back until the events before it are told (the end panel waits)', () => {
    const q = new EventQueue();
    q.open([view(0, 0)]);
    const story = events(1, 34);
    q.receive(view(0, 1, { scores: [1], winners: [0] }), story);
    for (let i = 0; i < 33; i++) {
      q.tellNext(0);
      expect(q.shown[0]!.result).toBeNull();
    }
    expect(q.backlog).toBe(1);
    q.tellNext(0);
    expect(q.shown[0]!.result).toEqual({ scores: [1], winners: [0] });
    expect(q.tellNext(0)).toBeNull();
  });

  it('shows a move with no events for the narrator as soon as it comes up', () => {
    const q = new EventQueue();
    q.open([view(0, 0)]);
    q.receive(view(0, 1), []);
    q.receive(view(0, 2), events(2, 1));
    expect(q.tellNext(0)).toEqual({ event: 'e2.0' });
    expect(q.shown[0]!.ply).toBe(2);
  });

  it('in hotseat, tells the seat on screen and shows the other seats with the same move', () => {
    const q = new EventQueue();
    q.open([view(0, 0), view(1, 0)]);
    q.receive(view(0, 1), ['a0', 'a1']);
    q.receive(view(1, 1), ['b0', 'b1']);
    q.tellNext(1);
    expect(q.told[1]).toEqual(['b0']);
    expect(q.told[0]).toBeUndefined();
    expect(q.shown.map((v) => v.ply)).toEqual([0, 0]);
    q.tellNext(1);
    expect(q.shown.map((v) => v.ply)).toEqual([1, 1]);
    expect(q.told[0]).toEqual(['a0', 'a1']);
  });

  it('a late push of a move already told is shown at once', () => {
    const q = new EventQueue();
    q.open([view(0, 0), view(1, 0)]);
    q.receive(view(0, 1), ['a0']);
    q.tellNext(0);
    q.receive(view(1, 1), ['b0']);
    expect(q.playing).toBe(false);
    expect(q.shown.map((v) => v.ply)).toEqual([1, 1]);
    expect(q.told[1]).toEqual(['b0']);
  });

  it('skip tells everything and shows the newest views', () => {
    const q = new EventQueue();
    q.open([view(0, 0)]);
    q.receive(view(0, 1), events(1, 2));
    q.tellNext(0);
    q.receive(view(0, 2), events(2, 2));
    q.skip(0);
    expect(q.playing).toBe(false);
    expect(q.backlog).toBe(0);
    expect(q.shown).toEqual(q.latest);
    expect(q.told[0]).toEqual([...events(1, 2), ...events(2, 2)]);
  });

  it('a spectator poll shows the view only when nothing is being told', () => {
    const q = new EventQueue();
    q.open([view(0, 0)]);
    q.receive(view(0, 1), ['x']);
    q.note(view(0, 3));
    expect(q.shown[0]!.ply).toBe(0);
    q.tellNext(0);
    expect(q.shown[0]!.ply).toBe(1);
    q.note(view(0, 3));
    expect(q.shown[0]!.ply).toBe(3);
  });

  it("puts a seat's recalled history (Continue, reload) before what was told since, as already told", () => {
    const q = new EventQueue();
    q.open([view(0, 5)]);
    q.receive(view(0, 6), events(6, 2));
    q.tellNext(0);
    q.recall(0, ['h1', 'h2']);
    expect(q.told[0]).toEqual(['h1', 'h2', 'e6.0']);
    expect(q.backlog, 'history is not told again').toBe(1);
    tellAll(q, 0);
    expect(q.told[0]).toEqual(['h1', 'h2', ...events(6, 2)]);
    expect(q.told[1]).toBeUndefined();
  });

  it('drops the moves pushed before an opening was answered that its views already hold: the board is not turned back and nothing is told twice', () => {
    // The seats were this connection's already (a second opening, an undo) while the bots moved on: plies 15–19 come
    // by push, then the opening's answer with the views at 19.
    const q = new EventQueue();
    q.receive(view(0, 15), events(15, 2));
    q.tellNext(0);
    q.receive(view(0, 19), events(19, 1));
    q.receive(view(0, 20), events(20, 1));
    q.open([view(0, 19)]);
    expect(q.shown[0]!.ply).toBe(19);
    expect(q.told[0], 'what was told of them is history, recalled from the record').toBeUndefined();
    expect(tellAll(q, 0)).toEqual([{ told: 'e20.0', shownPly: 20 }]);
  });
});
