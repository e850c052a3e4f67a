/**
 * A board's own presses on the map kit's canvas (picking up a stack, a troop, a group to carry it elsewhere): the
 * board takes them before the map's panning does (capture), and reads where they fall on the canvas.
 */

/** Where a pointer event falls on the canvas of a board's frame, in CSS pixels (null: no canvas yet). */
export function canvasPoint(frame: HTMLElement | null, e: PointerEvent): [number, number] | null {
  const rect = frame?.querySelector('.board-canvas')?.getBoundingClientRect();
  return rect ? [e.clientX - rect.left, e.clientY - rect.top] : null;
}

/** A board's press handlers as MapCanvas takes them (v-bind them on it): each before the map's own, in the capture phase. */
export function pressListeners(on: { down(e: PointerEvent): void; move(e: PointerEvent): void; up(e: PointerEvent): void; cancel(e: PointerEvent): void }) {
  return { onPointerdownCapture: on.down, onPointermoveCapture: on.move, onPointerupCapture: on.up, onPointercancelCapture: on.cancel };
}
