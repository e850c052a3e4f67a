/**
 * A board's drag of its pieces from one place to another (a stack, a troop, a
 * group) on the map kit's canvas, for every board: a press on pieces the
 * player may pick up now is the board's, not the map's pan (the pointer is
 * captured); beyond a click's 4 px it is a drag; letting go drops it. A press
 * anywhere else pans the map as usual, and a press on what lies over the
 * canvas (a plan arrow's ×) is that button's. Each board says what a press
 * picks up, what a drag shows and what a drop asks for; the cursor's classes
 * come with it (board-press.ts).
 */
import { onBeforeUnmount, ref } from 'vue';
import { canvasPoint, pressBinding } from './board-press';

type Point = [number, number];

export interface BoardDragHooks<P> {
  /** The board's frame (MapCanvas's root): where the pointer is captured and the canvas is found. */
  frame: () => HTMLElement | null;
  /** Whether anything may be picked up now (else every press is the map's). */
  grabbable: () => boolean;
  /** What a press at a canvas point picks up (null: nothing, the press pans the map). */
  pickAt: (at: Point) => P | null;
  /** Pressed on pieces it may pick up. */
  picked?: (from: P) => void;
  /** Moved beyond a click, and at every move after that: where the pointer is on the canvas. */
  dragged?: (from: P, at: Point, e: PointerEvent) => void;
  /** Let go (`dragged` false: a click on the pieces); `at` null where the canvas is gone. */
  dropped: (from: P, at: Point | null, dragged: boolean) => void;
  /** The drag is over (after a drop, or cancelled): take its marks away. */
  ended?: () => void;
  /** A press, a move or a release while nothing is carried (a board's own clicks and hovers). */
  idle?: Partial<Record<'down' | 'move' | 'up', (e: PointerEvent, at: Point | null) => void>>;
}

export function useBoardDrag<P>(o: BoardDragHooks<P>) {
  let held: { from: P; pointer: number; x: number; y: number; moved: boolean } | null = null;
  const dragging = ref(false);
  /** Pieces it may pick up are under the pointer (the cursor says so). */
  const over = ref(false);
  const pointOf = (e: PointerEvent): Point | null => canvasPoint(o.frame(), e);

  function down(e: PointerEvent): void {
    o.idle?.down?.(e, pointOf(e));
    if (e.button !== 0 || !o.grabbable() || !(e.target as HTMLElement).closest('.board-canvas')) return;
    const at = pointOf(e);
    const from = at ? o.pickAt(at) : null;
    if (from === null) return;
    // The press is on pieces the player may move: it is theirs, not the map's (no panning).
    e.stopPropagation();
    o.frame()?.setPointerCapture(e.pointerId);
    held = { from, pointer: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
    o.picked?.(from);
  }

  function move(e: PointerEvent): void {
    const at = pointOf(e);
    if (!held) {
      over.value = !!at && o.grabbable() && o.pickAt(at) !== null;
      o.idle?.move?.(e, at);
      return;
    }
    if (e.pointerId !== held.pointer) return;
    e.stopPropagation();
    if (!held.moved && Math.hypot(e.clientX - held.x, e.clientY - held.y) > 4) held.moved = dragging.value = true;
    if (held.moved && at) o.dragged?.(held.from, at, e);
  }

  function up(e: PointerEvent): void {
    if (!held || e.pointerId !== held.pointer) {
      o.idle?.up?.(e, pointOf(e));
      return;
    }
    e.stopPropagation();
    const { from, moved } = held;
    o.dropped(from, pointOf(e), moved);
    end();
  }

  function end(): void {
    if (held && o.frame()?.hasPointerCapture(held.pointer)) o.frame()?.releasePointerCapture(held.pointer);
    held = null;
    dragging.value = false;
    o.ended?.();
  }
  onBeforeUnmount(() => (held = null));

  const press = pressBinding({ down, move, up, cancel: end }, { carrying: () => dragging.value, over: () => over.value, grabbable: o.grabbable });
  /** What is held by the pointer now (null: nothing). */
  const holding = (): P | null => held?.from ?? null;
  return { press, dragging, cancel: end, holding };
}
