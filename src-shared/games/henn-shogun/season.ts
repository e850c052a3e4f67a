/**
 * The flow of the game (seed 002, "Spelverloop"): years of spring, summer and
 * autumn (plan, event, bids, seat order, actions) and a winter. `advance`
 * runs everything that needs nobody's decision until somebody must decide.
 */
import { ACTIONS, SPECIALS } from './data/cards';
import { executeTurn } from './actions';
import { resolveBids, seatOrderFromSlots, freeSlots, chooseSlot } from './bidding';
import type { Ctx } from './types';
import { endDraft } from './draft';
import { finalResult, scoreLines } from './scoring';
import { prepareTowerAndEvents } from './setup';
import { fightRevolts, startWinter } from './winter';

/** 4 events face up for the year; the last left in winter sets the rice loss. */
export function startYear(ctx: Ctx): void {
  const s = ctx.s;
  s.yearEvents = s.eventDeck.splice(0, 4);
  ctx.ev.push({ type: 'year-started', year: s.year, events: s.yearEvents.slice() });
  startSeason(ctx);
}

export function startSeason(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'plan';
  s.actionOrder = ctx.rng.shuffle(ACTIONS);
  s.actionsRevealed = 5;
  s.slots = ctx.rng.shuffle(SPECIALS);
  s.slotOwner = [null, null, null, null, null];
  s.slotQueue = [];
  s.plans = s.players.map(() => null);
  s.bids = null;
  s.event = null;
  s.exec = { step: 0, turn: 0, awaiting: null };
  ctx.ev.push({
    type: 'season-started',
    year: s.year,
    season: s.season,
    actions: s.actionOrder.map((a, i) => (i < s.actionsRevealed ? a : null)),
    slots: s.slots.slice(),
  });
}

/** Draw this season's event among the year's face-up ones still to come, leaving the last for winter. */
function drawEvent(ctx: Ctx): void {
  const s = ctx.s;
  const i = ctx.rng.int(s.yearEvents.length);
  s.event = s.yearEvents.splice(i, 1)[0]!;
  ctx.ev.push({ type: 'event-drawn', event: s.event });
}

function nextTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.exec.turn++;
  if (s.exec.turn < s.seatOrder.length) return;
  s.exec.turn = 0;
  s.exec.step++;
  // After each action the next face-down action card is turned up (seed 002, "Acties uitvoeren").
  if (s.actionsRevealed < ACTIONS.length) {
    const index = s.actionsRevealed++;
    ctx.ev.push({ type: 'action-revealed', index, action: s.actionOrder[index]! });
  }
}

function endSeason(ctx: Ctx): void {
  const s = ctx.s;
  s.plans = s.players.map(() => null);
  // The season's event card leaves the game.
  s.event = null;
  if (s.season < 2) {
    s.season = (s.season + 1) as 1 | 2;
    startSeason(ctx);
  } else {
    startWinter(ctx);
  }
}

function endWinter(ctx: Ctx): void {
  const s = ctx.s;
  const lines = scoreLines(s);
  for (const l of lines) s.players[l.seat]!.score += l.total;
  ctx.ev.push({ type: 'scored', year: s.year, lines });
  s.winter = null;
  ctx.ev.push({ type: 'year-ended', year: s.year });
  if (s.year === 2) {
    s.phase = 'over';
    s.result = finalResult(s);
    ctx.ev.push({ type: 'game-over', scores: s.result.scores.slice(), winners: s.result.winners.slice() });
    return;
  }
  s.year = 2;
  s.season = 0;
  for (const p of s.players) p.rice = 0;
  for (const p of s.provinces) p.unrest = 0;
  startYear(ctx);
}

/** Run the game on until a seat must decide (or the game is over). */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (;;) {
    switch (s.phase) {
      case 'draft': {
        const d = s.draft!;
        if (!d.groups.every((g) => g.length === 0)) return;
        endDraft(ctx);
        prepareTowerAndEvents(ctx);
        startYear(ctx);
        continue;
      }
      case 'plan': {
        if (s.plans.some((p) => p === null)) return;
        // Everyone has planned: the event, then the bids (seed 002 order).
        drawEvent(ctx);
        resolveBids(ctx);
        s.phase = 'slots';
        continue;
      }
      case 'slots': {
        const seat = s.slotQueue[0];
        if (seat !== undefined) {
          const free = freeSlots(s);
          // The last chooser with a single free slot takes it without a decision.
          if (free.length > 1) return;
          chooseSlot(ctx, seat, free[0]!);
          continue;
        }
        s.seatOrder = seatOrderFromSlots(s.slotOwner);
        s.phase = 'execute';
        s.exec = { step: 0, turn: 0, awaiting: null };
        continue;
      }
      case 'execute': {
        if (s.exec.awaiting) return;
        if (s.exec.step >= ACTIONS.length) {
          endSeason(ctx);
          continue;
        }
        const seat = s.seatOrder[s.exec.turn]!;
        executeTurn(ctx, seat, s.actionOrder[s.exec.step]!);
        if (s.exec.awaiting) return;
        nextTurn(ctx);
        continue;
      }
      case 'winter': {
        const w = s.winter!;
        if (w.awaiting) return;
        if (w.index >= w.order.length) {
          endWinter(ctx);
          continue;
        }
        const seat = w.order[w.index]!;
        const r = w.revolts[seat]!;
        if (r.length >= 2) {
          // The player chooses the order of his revolts.
          w.awaiting = true;
          return;
        }
        fightRevolts(ctx, seat, r);
        w.index++;
        continue;
      }
      case 'over':
        return;
    }
  }
}

/** After a move/battle decision: the turn is done. */
export function finishAwaited(ctx: Ctx): void {
  ctx.s.exec.awaiting = null;
  nextTurn(ctx);
}

/** After the revolt-order decision. */
export function finishRevolts(ctx: Ctx): void {
  const w = ctx.s.winter!;
  w.awaiting = false;
  w.index++;
}
