/**
 * Playback of a simulated tower throw (src-shared/games/henn-shogun/tower, trace format in
 * docs/tower.md), independent of any drawing: given a decoded trace and a
 * playback time, where every cube is (linear between the trace's frames, so
 * playback is smooth at any display rate), which cubes have reached the tray
 * (in order) and whether the throw is over. Times are in seconds of the
 * throw ("trace time"); `advance(dt)` moves on by real seconds times `speed`.
 */
import type { ThrowTrace } from '@shared/games/henn-shogun/public';

/** The trace's marker for a cube that has left the shaft. */
export const OUT_OF_VIEW = -32768;

export interface CubePose {
  /** Position in mm (tower coordinates: x=0 the left wall, y down, y=0 the top of the shaft). Last seen position once in the tray. */
  x: number;
  y: number;
  /** Velocity in mm per second of trace time (0 once in the tray). */
  vx: number;
  vy: number;
  /** A rolling angle in radians, for the look only (derived from the horizontal travel). */
  spin: number;
  /** True once the cube has left the shaft. */
  out: boolean;
  /** Seconds since it left the shaft (0 while inside). */
  sinceOut: number;
}

export interface PlaybackSample {
  time: number;
  cubes: CubePose[];
  /** Indices of the cubes that have reached the tray so far, in the order they came out. */
  tray: number[];
  finished: boolean;
}

// How far a frame moves the throw: src-renderer/pixi/frame-clock.ts (the dice tray's rolls follow the same clock).

/** How far a cube "rolls" per mm of sideways travel, for the visual spin. */
const SPIN_PER_MM = 0.12;

export class TowerPlayer {
  readonly trace: ThrowTrace;
  readonly cubeCount: number;
  /** Length of the throw in trace seconds (last frame at `duration`). */
  readonly duration: number;
  /** Per cube: the first frame where it is out of view, or Infinity. */
  readonly outFrame: number[];
  private readonly spin: Float32Array;
  private readonly trayOrder: number[];
  private elapsed = 0;
  private rate = 1;

  constructor(trace: ThrowTrace, speed = 1) {
    this.trace = trace;
    const n = trace.colours.length;
    this.cubeCount = n;
    this.duration = trace.frames > 1 ? (trace.frames - 1) / trace.hz : 0;
    this.speed = speed;
    this.outFrame = new Array<number>(n).fill(Infinity);
    this.spin = new Float32Array(trace.frames * n);
    for (let i = 0; i < n; i++) {
      let angle = 0;
      for (let f = 0; f < trace.frames; f++) {
        const x = trace.xy[2 * (f * n + i)]!;
        if (x === OUT_OF_VIEW) {
          this.outFrame[i] = f;
          for (let g = f; g < trace.frames; g++) this.spin[g * n + i] = angle;
          break;
        }
        if (f > 0) angle += ((x - trace.xy[2 * ((f - 1) * n + i)]!) / 10) * SPIN_PER_MM;
        this.spin[f * n + i] = angle;
      }
    }
    this.trayOrder = [...Array(n).keys()].filter((i) => this.outFrame[i] !== Infinity).sort((a, b) => this.outFrame[a]! - this.outFrame[b]! || a - b);
  }

  get speed(): number {
    return this.rate;
  }

  set speed(value: number) {
    if (!(value > 0) || !Number.isFinite(value)) throw new Error(`speed must be a positive number, got ${value}`);
    this.rate = value;
  }

  /** Trace seconds played so far. */
  get time(): number {
    return this.elapsed;
  }

  get finished(): boolean {
    return this.elapsed >= this.duration;
  }

  /** Real seconds this throw takes from here at the current speed. */
  get remainingSeconds(): number {
    return (this.duration - this.elapsed) / this.rate;
  }

  /** Move on by `realSeconds` of wall-clock time (times the speed); returns whether playback is over. */
  advance(realSeconds: number): boolean {
    if (realSeconds > 0) this.elapsed = Math.min(this.duration, this.elapsed + realSeconds * this.rate);
    return this.finished;
  }

  seek(traceSeconds: number): void {
    this.elapsed = Math.max(0, Math.min(this.duration, traceSeconds));
  }

  /** Jump to the settled tower. */
  skip(): void {
    this.elapsed = this.duration;
  }

  /** The state at the current time (or at `traceSeconds`). */
  sample(traceSeconds = this.elapsed): PlaybackSample {
    const t = Math.max(0, Math.min(this.duration, traceSeconds));
    const { hz, frames, xy } = this.trace;
    const n = this.cubeCount;
    const pos = t * hz;
    const f0 = Math.min(frames - 1, Math.floor(pos));
    const f1 = Math.min(frames - 1, f0 + 1);
    const a = f1 === f0 ? 0 : pos - f0;
    const cubes: CubePose[] = [];
    for (let i = 0; i < n; i++) {
      const outAt = this.outFrame[i]!;
      if (pos >= outAt) {
        // Last seen just above the exit: the renderer animates it into the tray.
        const last = Math.max(0, outAt - 1);
        cubes.push({
          x: xy[2 * (last * n + i)]! / 10,
          y: xy[2 * (last * n + i) + 1]! / 10,
          vx: 0,
          vy: 0,
          spin: this.spin[last * n + i]!,
          out: true,
          sinceOut: (pos - outAt) / hz,
        });
        continue;
      }
      const x0 = xy[2 * (f0 * n + i)]! / 10;
      const y0 = xy[2 * (f0 * n + i) + 1]! / 10;
      let vx: number;
      let vy: number;
      if (f1 !== f0 && f1 < outAt) {
        vx = xy[2 * (f1 * n + i)]! / 10 - x0;
        vy = xy[2 * (f1 * n + i) + 1]! / 10 - y0;
      } else if (f0 > 0) {
        // The next frame has it out of view (or there is none): carry on as before.
        vx = x0 - xy[2 * ((f0 - 1) * n + i)]! / 10;
        vy = y0 - xy[2 * ((f0 - 1) * n + i) + 1]! / 10;
        if (f1 === f0) vx = vy = 0;
      } else {
        vx = vy = 0;
      }
      const s0 = this.spin[f0 * n + i]!;
      const s1 = f1 < outAt ? this.spin[f1 * n + i]! : s0 + vx * SPIN_PER_MM;
      cubes.push({ x: x0 + a * vx, y: y0 + a * vy, vx: vx * hz, vy: vy * hz, spin: s0 + a * (s1 - s0), out: false, sinceOut: 0 });
    }
    const tray = this.trayOrder.filter((i) => pos >= this.outFrame[i]!);
    return { time: t, cubes, tray, finished: t >= this.duration };
  }
}
