/**
 * The story queue of a live table, as plain data (no Vue, no timers) so the
 * rule that matters can be tested on its own: **the table never shows a
 * state the feed has not reached.**
 *
 * The host sends one update per move and held seat: the seat's view after
 * the move and the events the move caused. Bots move at once, so updates
 * arrive in bursts and wait here. The first waiting move is *told*: its
 * events (of the narrating seat, the one on screen) go to the feed one by
 * one. Its views are shown only when its last event has been told; until
 * then the table keeps the views of the moves told before. A move is told
 * whole or not at all, so whatever the table draws from `shown` (board, seat
 * strips, the season's actions, the end panel) is at most as far as the feed.
 *
 * The game store (stores/game.ts) drives it with a timer at the event pace
 * of the settings; tests drive it by hand.
 */
import type { SeatView } from '@shared/contract/messages';

/** One move as pushed: per held seat, its view and the events it may see. */
interface Step {
  ply: number;
  updates: { view: SeatView; events: unknown[] }[];
  /** The seat whose events are told (the seat on screen when the telling began). */
  narrator: number | null;
  /** How many of the narrator's events are told already. */
  told: number;
  started: boolean;
}

/** At most this many events are kept per seat (the feed and log read the tail). */
const MAX_EVENTS = 2000;

export class EventQueue {
  /** The views the table shows: of the last move told whole. */
  shown: SeatView[] = [];
  /** The newest view of every held seat (the truth the host judges moves against). */
  latest: SeatView[] = [];
  /** Events told so far per held seat, newest last. */
  told: Record<number, unknown[]> = {};
  private steps: Step[] = [];
  /** Highest ply whose telling has begun: later pushes of it are shown at once when it is done. */
  private lastBegunPly = -1;

  /**
   * The views of an opened game: shown at once, nothing to tell. Moves pushed
   * before the answer came (the seats were already this connection's, e.g.
   * after an undo, while the bots moved on) are in these views already: told
   * now, they would turn the board back and tell the moves again. They are
   * dropped, and what of them was told goes too: it is history, which the
   * game store recalls from the record (stores/game.ts `recallHistory`).
   */
  open(views: SeatView[]): void {
    const at = Math.max(-1, ...views.map((v) => v.ply));
    if (this.steps.some((s) => s.ply <= at && s.started)) this.told = {};
    this.steps = this.steps.filter((s) => s.ply > at);
    this.shown = views;
    this.latest = views;
  }

  /**
   * What a seat was told before this table opened (its history from the
   * record, e.g. after Continue or a reload): goes before everything told
   * since, as already told.
   */
  recall(seat: number, history: unknown[]): void {
    if (history.length === 0) return;
    this.told = { ...this.told, [seat]: [...history, ...(this.told[seat] ?? [])].slice(-MAX_EVENTS) };
  }

  /** A view fetched outside the pushes (a spectator's poll): the truth now, shown when nothing is being told. */
  note(view: SeatView): void {
    this.latest = upsert(this.latest, view);
    if (this.steps.length === 0) this.shown = upsert(this.shown, view);
  }

  /** A pushed update joins the step of its move (one push per held seat), then waits its turn. */
  receive(view: SeatView, events: unknown[]): void {
    this.latest = upsert(this.latest, view);
    const same = this.steps.find((s) => s.ply === view.ply);
    if (same) same.updates.push({ view, events });
    else if (view.ply <= this.lastBegunPly) this.showWhole([{ view, events }], null);
    else this.steps.push({ ply: view.ply, updates: [{ view, events }], narrator: null, told: 0, started: false });
  }

  /** True while moves are waiting to be told (a table holds decisions back until then). */
  get playing(): boolean {
    return this.steps.length > 0;
  }

  /** Events still to tell (of the narrating seats). */
  get backlog(): number {
    return this.steps.reduce((n, s) => n + narratorEvents(s).length - s.told, 0);
  }

  /**
   * Tell the next event (to the feed of the seat on screen, `narrator`) and
   * return it, or finish the moves whose events are all told and return null
   * when nothing is left. Moves without events for the narrator are shown
   * as they come up.
   *
   * The last event of a move shows the move's views with it (a line and its
   * change on the board together), unless `decides(event)`: an event that
   * decides what the views show (dice rolling on a tray) keeps them back
   * until the story goes on past it, so a casualty prompt never comes with
   * the dice that decide it, only after them (and after the tray's hold).
   */
  tellNext(narrator: number | null, decides: (event: unknown) => boolean = () => false): { event: unknown } | null {
    for (;;) {
      const step = this.steps[0];
      if (!step) return null;
      if (!step.started) this.begin(step, narrator);
      const list = narratorEvents(step);
      if (step.told < list.length) {
        const event = list[step.told++];
        if (step.narrator !== null) this.append(step.narrator, [event]);
        if (step.told === list.length && !decides(event)) this.finish();
        return { event };
      }
      this.finish();
    }
  }

  /** Tell everything waiting at once ("skip to my next decision"). */
  skip(narrator: number | null): void {
    while (this.steps.length > 0) {
      const step = this.steps[0]!;
      if (!step.started) this.begin(step, narrator);
      if (step.narrator !== null) this.append(step.narrator, narratorEvents(step).slice(step.told));
      this.finish();
    }
  }

  private begin(step: Step, narrator: number | null): void {
    step.started = true;
    this.lastBegunPly = Math.max(this.lastBegunPly, step.ply);
    step.narrator = step.updates.some((u) => u.view.seat === narrator) ? narrator : (step.updates[0]?.view.seat ?? null);
  }

  /** The first step is told: show its views and give the other seats their events. */
  private finish(): void {
    const step = this.steps.shift();
    if (step) this.showWhole(step.updates, step.narrator);
  }

  private showWhole(updates: Step['updates'], narrator: number | null): void {
    let shown = this.shown;
    for (const u of updates) {
      shown = upsert(shown, u.view);
      if (u.view.seat !== narrator) this.append(u.view.seat, u.events);
    }
    this.shown = shown;
  }

  private append(seat: number, list: unknown[]): void {
    if (list.length === 0) return;
    this.told = { ...this.told, [seat]: [...(this.told[seat] ?? []), ...list].slice(-MAX_EVENTS) };
  }
}

function narratorEvents(step: Step): unknown[] {
  return (step.updates.find((u) => u.view.seat === step.narrator) ?? step.updates[0])?.events ?? [];
}

function upsert(list: SeatView[], view: SeatView): SeatView[] {
  return [...list.filter((v) => v.seat !== view.seat), view].sort((a, b) => a.seat - b.seat);
}
