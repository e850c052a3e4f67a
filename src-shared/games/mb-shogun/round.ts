/**
 * The round's frame (sheet §3): it starts with the plan; after the war come
 * Action 8 (ronin leave), the successors of assassinated daimyos, Action 9
 * (income: floor(provinces / 3), at least 3 below 9 provinces) and the
 * end-of-round victory checks (2-player game, extended game, round limit).
 */
import type { Ctx } from './types';
import { INCOME_DIVISOR, INCOME_MINIMUM, RONIN_TOTAL, WIN_PROVINCES, WIN_PROVINCES_TWO_PLAYER } from './data/constants';
import { provincesBySeat, provincesOf } from './board';
import { applyLevy, applyRonin, buildOptions, drawRemainingSwords, freeSwords, hireNinja, hireRonin, resolveBuilds, swordQueue, takeSword, type LevyEntry, type RoninGroup } from './planning';
import { gameOver, leaders } from './takeover';
import { newWar } from './war';

const alive = (ctx: Ctx): number[] => ctx.s.colours.flatMap((c, i) => (c.alive ? [i] : []));

function resetInputs(ctx: Ctx, waiting: (c: number) => boolean): void {
  const s = ctx.s;
  s.inputs = s.colours.map(() => null);
  s.waiting = s.colours.map((c, i) => c.alive && waiting(i));
}

export function startRound(ctx: Ctx): void {
  const s = ctx.s;
  s.round++;
  ctx.ev.push({ type: 'round-started', round: s.round });
  s.alloc = s.colours.map(() => null);
  s.revealed = false;
  s.hired = s.colours.map(() => 0);
  s.war = null;
  s.colours.forEach((c) => (c.sword = 0));
  // A ninja hired last round and not used as assassin spies now (G l.2385).
  const h = s.ninja.holder;
  s.spy = h >= 0 && s.colours[h]!.alive ? { holder: h, target: null, decided: false } : null;
  if (h >= 0 && !s.spy) s.ninja = { holder: -1, hired: s.ninja.hired };
  s.stage = { kind: 'plan' };
  resetInputs(ctx, () => true);
}

/** Whether everyone who must allocate has, apart from the spy, who waits for them. */
export function othersAllocated(s: Ctx['s']): boolean {
  return s.colours.every((c, i) => !c.alive || !s.waiting[i] || s.alloc[i] !== null || s.spy?.holder === i);
}

/** All allocations are in: they are revealed together and paid (sheet §3 Action 1). */
export function revealAllocations(ctx: Ctx): void {
  const s = ctx.s;
  s.revealed = true;
  s.spy = null;
  ctx.ev.push({ type: 'allocations-revealed', alloc: s.alloc.map((a) => a && { ...a }) });
  s.colours.forEach((c, i) => {
    if (c.alive) c.koku = 0;
    void i;
  });
  s.stage = { kind: 'swords', queue: swordQueue(ctx) };
  resetInputs(ctx, () => false);
}

/** Runs the swords on: forced choices and the random draw; then Build. Returns false when a bidder must choose. */
export function swordsStep(ctx: Ctx): boolean {
  const s = ctx.s;
  const st = s.stage as { kind: 'swords'; queue: number[] };
  st.queue = st.queue.filter((c) => s.colours[c]!.alive);
  if (st.queue.length > 0) {
    const free = freeSwords(s);
    if (free.length > 1) return false;
    takeSword(ctx, st.queue.shift()!, free[0]!, 'chosen');
    return true;
  }
  drawRemainingSwords(ctx);
  enterBuild(ctx);
  return true;
}

function enterBuild(ctx: Ctx): void {
  const s = ctx.s;
  s.stage = { kind: 'build' };
  resetInputs(ctx, (c) => (s.alloc[c]?.build ?? 0) > 0 && buildOptions(s, c).length > 0);
  s.colours.forEach((col, c) => {
    if (col.alive && (s.alloc[c]?.build ?? 0) > 0 && !s.waiting[c]) ctx.ev.push({ type: 'build-failed', colour: c, reason: 'supply' });
  });
}

/** Simultaneous stages (build, levy, ronin placement) resolve when every waited-for input is in. */
export const allIn = (s: Ctx['s']): boolean => s.waiting.every((w, c) => !w || s.inputs[c] !== null);

export function afterBuild(ctx: Ctx): void {
  resolveBuilds(ctx);
  const s = ctx.s;
  s.stage = { kind: 'levy' };
  resetInputs(ctx, (c) => (s.alloc[c]?.levy ?? 0) > 0);
}

export function afterLevy(ctx: Ctx): void {
  const s = ctx.s;
  // Everyone levies and places at the same time: the choices, kept secret until all are in, now go on the board.
  s.colours.forEach((_, c) => {
    if (s.waiting[c] && s.inputs[c]) applyLevy(ctx, c, s.inputs[c] as LevyEntry[]);
  });
  s.stage = { kind: 'ronin' };
  hireRonin(ctx);
  resetInputs(ctx, (c) => s.hired[c]! > 0);
}

export function afterRonin(ctx: Ctx): void {
  const s = ctx.s;
  s.colours.forEach((_, c) => {
    if (s.waiting[c] && s.inputs[c]) applyRonin(ctx, c, s.inputs[c] as RoninGroup[]);
  });
  hireNinja(ctx);
  resetInputs(ctx, () => false);
  s.stage = { kind: 'war' };
  startWarTurn(ctx, 0);
}

/** The next colour in sword order still in the game starts its war; after the last, the round ends. */
export function startWarTurn(ctx: Ctx, index: number): void {
  const s = ctx.s;
  let i = index;
  while (i < s.order.length && !s.colours[s.order[i]!]!.alive) i++;
  if (i >= s.order.length) {
    endRound(ctx);
    return;
  }
  const colour = s.order[i]!;
  s.war = newWar(i, colour);
  ctx.ev.push({ type: 'war-started', colour, sword: s.colours[colour]!.sword });
}

export function endRound(ctx: Ctx): void {
  const s = ctx.s;
  s.war = null;
  // Action 8: every hired ronin goes back to the master tray.
  let count = 0;
  for (const p of s.provinces) {
    count += p.forceRonin + p.forceHidden;
    p.forceRonin = 0;
    p.forceHidden = 0;
  }
  for (const c of s.colours) {
    for (const a of c.armies) {
      count += a.ronin + a.hidden;
      a.ronin = 0;
      a.hidden = 0;
    }
  }
  s.roninTray = RONIN_TOTAL;
  ctx.ev.push({ type: 'ronin-removed', count });
  // Successors: an assassinated daimyo whose army survived stands up again at level 1.
  s.colours.forEach((c, ci) => {
    if (!c.alive) return;
    c.armies.forEach((a, ai) => {
      if (a.alive && a.assassinated) {
        a.assassinated = false;
        a.hole = 0;
        ctx.ev.push({ type: 'successor', colour: ci, army: ai });
      }
    });
  });
  // Action 9: income.
  s.colours.forEach((c, ci) => {
    if (!c.alive) return;
    const n = provincesOf(s, ci);
    const koku = n < INCOME_DIVISOR * INCOME_MINIMUM ? INCOME_MINIMUM : Math.floor(n / INCOME_DIVISOR);
    c.koku += koku;
    ctx.ev.push({ type: 'income', colour: ci, provinces: n, koku });
  });
  const bySeat = provincesBySeat(s);
  ctx.ev.push({ type: 'round-ended', round: s.round, provinces: bySeat });
  // End-of-round victory.
  if (s.options.players === 2) {
    const w = bySeat.flatMap((n, seat) => (n >= WIN_PROVINCES_TWO_PLAYER ? [seat] : []));
    if (w.length > 0) return gameOver(ctx, leaders(s, w), 'two-player');
  } else if (s.options.extended) {
    const seats = bySeat.flatMap((n, seat) => (n >= WIN_PROVINCES ? [seat] : []));
    if (seats.length > 0) return gameOver(ctx, leaders(s, seats), 'extended');
  }
  if (s.options.roundLimit !== null && s.round >= s.options.roundLimit) {
    const living = [...new Set(s.colours.filter((c) => c.alive).map((c) => c.seat))];
    return gameOver(ctx, leaders(s, living), 'round-limit');
  }
  startRound(ctx);
}

export { alive };
