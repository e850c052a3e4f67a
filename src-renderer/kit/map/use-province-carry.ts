/**
 * Carrying a player's pieces from one province to another on a province map
 * (a board on MapCanvas with a ProvinceLayer), for every board whose decision
 * moves pieces between provinces: a press on the pieces of a province the
 * decision lets the player move (`grab`) picks them up (use-board-drag.ts),
 * dragging shows where they would land (`show`), letting go on a province asks
 * the board for the move (`drop`, with whether they may land there), and a
 * press that did not move is a click on that province (`clicked`). By
 * keyboard (the board binds `onKey` on its province buttons): Enter or Space
 * on a province of `grab` picks up, on another puts down, Escape puts back.
 * A decision that ends (the move sent, another seat's turn) drops what is
 * carried. Provinces are the map's ids.
 */
import { ref, watch } from 'vue';
import { useBoardDrag } from './use-board-drag';

type Point = [number, number];

/** What a board's layer answers about its pieces (ProvinceLayer). */
interface PiecesLayer {
  onPiecesOf(id: string, x: number, y: number, room?: number): boolean;
  provinceAtScreen(x: number, y: number): string | null;
}

/** The carry on the map: from where, the province it would land on (null: none), whether it may, the pointer (null: by keyboard). */
export interface Carry {
  from: string;
  to: string | null;
  ok: boolean;
  at: Point | null;
}

export function useProvinceCarry(o: {
  frame: () => HTMLElement | null;
  layer: PiecesLayer;
  /** Provinces whose pieces the player may move now; none: every press pans the map. */
  grab: () => readonly string[];
  /** Where pieces picked up in a province may go. */
  reachOf: (from: string) => readonly string[];
  /** Draw the carry (null: nothing carried). */
  show: (carry: Carry | null) => void;
  /** Let go on another province (`ok`: one they may reach). */
  drop: (from: string, to: string, ok: boolean) => void;
  picked?: (from: string) => void;
  /** A press on the map that did not move: on pieces it may pick up, else the province under it. */
  clicked?: (on: string) => void;
  /** What a screen reader hears while pieces are carried by keyboard. */
  carryingWords?: (from: string) => string;
}) {
  let carry: { from: string; reach: Set<string> } | null = null;
  /** What a screen reader hears while pieces are carried by keyboard. */
  const carried = ref<string | null>(null);

  const piecesAt = (x: number, y: number): string | null => o.grab().find((id) => o.layer.onPiecesOf(id, x, y)) ?? null;
  /** Where carried pieces would land at a point: a province they may reach whose pieces are there (the pieces are what a player aims at; zoomed out they may stand over a neighbour), else the province under the point. */
  function targetAt(x: number, y: number): string | null {
    if (carry) for (const q of carry.reach) if (o.layer.onPiecesOf(q, x, y, 2)) return q;
    return o.layer.provinceAtScreen(x, y);
  }
  const mayLand = (to: string | null): boolean => to !== null && carry !== null && carry.reach.has(to);

  function pickUp(from: string): void {
    carry = { from, reach: new Set(o.reachOf(from)) };
    o.show({ from, to: null, ok: false, at: null });
    o.picked?.(from);
  }
  function putDown(to: string | null): void {
    const from = carry?.from;
    const ok = mayLand(to);
    endCarry();
    if (from && to && to !== from) o.drop(from, to, ok);
  }
  function endCarry(): void {
    carry = null;
    carried.value = null;
    o.show(null);
  }

  const drag = useBoardDrag<string>({
    frame: o.frame,
    grabbable: () => o.grab().length > 0,
    pickAt: ([x, y]) => piecesAt(x, y),
    picked: pickUp,
    dragged: (from, [x, y]) => {
      const to = targetAt(x, y);
      o.show({ from, to, ok: mayLand(to), at: [x, y] });
    },
    dropped: (_from, at, moved) => {
      if (moved) return putDown(at ? targetAt(at[0], at[1]) : null);
      endCarry();
      const on = at ? (piecesAt(at[0], at[1]) ?? o.layer.provinceAtScreen(at[0], at[1])) : null;
      if (on) o.clicked?.(on);
    },
    ended: endCarry,
  });

  /** Enter or Space on a province's button picks up or puts down; Escape puts back. */
  function onKey(e: KeyboardEvent): void {
    const id = (e.target as HTMLElement | null)?.getAttribute?.('data-board-province');
    if (!id || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Escape' && carry) {
      endCarry();
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (carry) putDown(id === carry.from ? null : id);
      else if (o.grab().includes(id)) {
        pickUp(id);
        carried.value = o.carryingWords?.(id) ?? null;
      } else return;
    } else return;
    e.preventDefault();
    e.stopPropagation();
  }
  /** The pointer or the focus over a province while pieces are carried by keyboard: where they would land. */
  function hover(id: string | null): void {
    if (carry && drag.holding() === null) o.show({ from: carry.from, to: id, ok: mayLand(id), at: null });
  }

  watch(
    () => o.grab(),
    (ids) => {
      if (carry && !ids.includes(carry.from)) drag.cancel();
    },
  );
  return { press: drag.press, carried, onKey, hover };
}
