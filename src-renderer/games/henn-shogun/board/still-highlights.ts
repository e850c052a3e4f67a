/**
 * The board's highlights of a change (a new owner, armies added or lost, a
 * march's arrow) drawn still, for renderers where every frame of the map is
 * dear. Plain timers and callbacks, no Pixi, so the rule can be tested.
 *
 * Why: on software WebGL (SwiftShader, llvmpipe: any player without a
 * graphics card) one frame of the map blocks the page 0.5–1 s while the
 * canvas is read back for the compositor (a Chromium trace of a Henn season:
 * 9.7 s of 16 s in ReadPixels). The animated highlights (an arrow drawn on
 * and faded over 3.2 s, a flash of 0.9 s, a ring of 0.8 s) asked for a
 * frame each time the last one ended: three to six frames for every move
 * shown, during which the story's timers and the tower waited (issue 21).
 * Still, a change costs the frame that shows it: its highlights appear with
 * the new board, stay until the next board (drawn in that frame anyway) or
 * until `holdMs` pass, and go together in one frame.
 */
export class StillHighlights {
  /** How to take away each highlight shown now. */
  private shown: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** Draw a frame (the scene's requestRender). */
    private readonly render: () => void,
    /** How long a highlight stays when no new board comes. */
    readonly holdMs = 2500,
  ) {}

  /** How many highlights are shown now. */
  get count(): number {
    return this.shown.length;
  }

  /** A new board is drawn: the highlights of the last one go in the same frame. */
  newBoard(): void {
    this.clear(false);
  }

  /** A highlight drawn now, and how to take it away. */
  show(takeAway: () => void): void {
    this.shown.push(takeAway);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.clear(true), this.holdMs);
  }

  /** Take every highlight away; `render`: in a frame of its own (else the caller draws one). */
  clear(render: boolean): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const undo = this.shown;
    this.shown = [];
    for (const takeAway of undo) takeAway();
    if (render && undo.length > 0) this.render();
  }
}
