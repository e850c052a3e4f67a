/**
 * What one seat may know. Hidden from a seat: the other colours' koku
 * allocations until all are revealed (the spy's holder sees his target's,
 * G l.2385), their secret inputs to the current simultaneous decision (build,
 * levy, ronin placement, casualties, the 2-player split), where their hidden
 * ronin stand (the face-down cards show only how many stand on each), and the
 * Rng. The ninja's intention is never stored: its holder strikes or passes in
 * each window, so nothing tells a strike coming from a spy kept for next round.
 */
import { cloneInterrupt, cloneStage, cloneWar } from './clone';
import { coloursOfSeat } from './board';
import { pendingOf } from './flow';
import type { Allocation, MbShogunState, MbShogunView } from './types';

/** Sizes of each colour's hidden ronin groups, one per province, largest first. */
export function hiddenGroups(s: Pick<MbShogunState, 'colours' | 'provinces'>): number[][] {
  const out: number[][] = s.colours.map(() => []);
  s.provinces.forEach((p) => {
    if (p.owner < 0) return;
    const a = p.army >= 0 ? s.colours[p.owner]!.armies[p.army]!.hidden : 0;
    const n = p.forceHidden + a;
    if (n > 0) out[p.owner]!.push(n);
  });
  for (const g of out) g.sort((x, y) => y - x);
  return out;
}

export function viewOf(state: MbShogunState, seat: number | null): MbShogunView {
  // The board (provinces, armies) is shared with the state, not copied (a state is never changed once made: the
  // kernel's apply works on a copy, clone.ts; and a view is read-only: the bots read it through readBoardOf, a bot
  // test plays whole games on frozen views, and boardOf/determinize copy it first): the full copy this made before
  // was a tenth of a Normal self-play game. The lists are fresh arrays; a province or an army is a fresh object only
  // where its hidden ronin are blanked. The small parts (stage, war, interrupts, colours…) are still copied with
  // clone.ts's functions, so equal states give views equal as JSON text too (their keys in clone.ts's order; the
  // conformance suite compares views so). Provinces and armies have that order from setup on.
  const s = state;
  const mine = seat === null ? s.colours.map((_, i) => i) : coloursOfSeat(s, seat);
  const own = (c: number): boolean => mine.includes(c);
  const groups = hiddenGroups(s);
  let spyLook: Allocation | null = null;
  if (seat !== null && !s.revealed && s.spy && own(s.spy.holder) && s.spy.target !== null) {
    spyLook = s.alloc[s.spy.target] ? { ...s.alloc[s.spy.target]! } : null;
  }
  const alloc = s.revealed ? s.alloc.slice() : s.alloc.map((a, c) => (own(c) ? a : null));
  const provinces = s.provinces.map((p) => (p.owner >= 0 && p.forceHidden !== 0 && !own(p.owner) ? { ...p, forceHidden: 0 } : p));
  const colours = s.colours.map((c, i) => ({
    seat: c.seat,
    alive: c.alive,
    koku: c.koku,
    tray: c.tray,
    sets: c.sets,
    armies: own(i) ? c.armies : c.armies.map((a) => (a.hidden !== 0 ? { ...a, hidden: 0 } : a)),
    sword: c.sword,
    eliminatedBy: c.eliminatedBy,
  }));
  const inputs = s.inputs.map((x, c) => (x === null ? null : own(c) ? x : true));
  return {
    options: s.options,
    round: s.round,
    stage: cloneStage(s.stage),
    colours,
    provinces,
    roninTray: s.roninTray,
    castlesLeft: s.castlesLeft,
    basesLeft: s.basesLeft,
    swords: s.swords,
    order: s.order,
    alloc,
    revealed: s.revealed,
    waiting: s.waiting,
    hired: s.hired,
    ninja: { ...s.ninja },
    spy: s.spy && { ...s.spy },
    war: s.war && cloneWar(s.war),
    interrupts: s.interrupts.map(cloneInterrupt),
    hands: s.hands && s.hands.map((h) => h.slice()),
    result: s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() },
    inputs,
    seat,
    hiddenGroups: groups,
    spyLook,
    pending: pendingOf(state),
  };
}

/**
 * The public view, which a shared screen shows while nobody has claimed it (hotseat): the view with the seat's own secrets face down: its allocation before the reveal, its hidden ronin, its inputs, the spy's look. */
export function publicView(v: MbShogunView): MbShogunView {
  const hide = v.seat !== null;
  if (!hide) return v;
  return {
    ...v,
    alloc: v.revealed ? v.alloc : v.alloc.map(() => null),
    provinces: v.provinces.map((p) => ({ ...p, forceHidden: 0 })),
    colours: v.colours.map((c) => ({ ...c, armies: c.armies.map((a) => ({ ...a, hidden: 0 })) })),
    inputs: v.inputs.map((x) => (x === null ? null : true)),
    spyLook: null,
  };
}
