/**
 * A board's own presses on the map kit's canvas (picking up a stack, a troop, a group to carry it elsewhere): the
 * board takes them before the map's panning does (capture), and reads where they fall on the canvas.
 * Its classes `over-piece` (a piece it may pick up is under the pointer) and `carrying-piece` on MapCanvas set the
 * cursor (MapCanvas.vue).
 */
import { computed } from 'vue';

/** Where a pointer event falls on the canvas of a board's frame, in CSS pixels (null: no canvas yet). */
export function canvasPoint(frame: HTMLElement | null, e: PointerEvent): [number, number] | null {
  const rect = frame?.querySelector('.board-canvas')?.getBoundingClientRect();
  return rect ? [e.clientX - rect.left, e.clientY - rect.top] : null;
}

type PressHandlers = { down(e: PointerEvent): void; move(e: PointerEvent): void; up(e: PointerEvent): void; cancel(e: PointerEvent): void };

/**
 * A board's presses as MapCanvas takes them (v-bind them on it): each handler before the map's own, in the capture
 * phase; and, where the board says what it may pick up, the cursor's classes and `data-grab` (tests read it).
 */
export function pressBinding(on: PressHandlers, state?: { carrying: () => boolean; over: () => boolean; grabbable: () => boolean }) {
  const listeners = { onPointerdownCapture: on.down, onPointermoveCapture: on.move, onPointerupCapture: on.up, onPointercancelCapture: on.cancel };
  return computed(() =>
    state ? { ...listeners, class: { 'carrying-piece': state.carrying(), 'over-piece': state.over() && !state.carrying() }, 'data-grab': state.grabbable() ? 'true' : 'false' } : listeners,
  );
}
