/**
 * Frames: what each ply of a game looked like under the rules it was played
 * by — the all-seeing view after the move, the move's events (with whom they
 * were shown to), who was to decide and the result. Stored as the game is
 * played (one row per ply, `frames` table), so a rule change never takes a
 * game away: a finished game is replayed from its frames when this build's
 * rules no longer reproduce it, and an unfinished one continues only when the
 * new rules show the same views (docs/saves.md, "Saves across rule changes").
 *
 * A frame is deflated JSON; frames between key frames (every KEY_EVERY plies)
 * use the previous frame's text as the dictionary: consecutive views differ
 * little, so a ply takes ~100–250 bytes (MB Shogun: ~90 KB for 400 plies,
 * against 410 KB deflated alone and 3.5 MB as text).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Decision, GameEvent, GameResult } from '../../src-shared/kernel/ruleset';

export const KEY_EVERY = 16;

export interface Frame {
  /** The all-seeing view after this ply's move (ply 0: the start). */
  view: unknown;
  /** The move's events, each with its `visibleTo` (none at ply 0). */
  events: GameEvent[];
  pending: Decision[];
  result: GameResult | null;
}

/** The text of a frame (what is compressed and what the next frame is compressed against). */
export function frameText(frame: Frame): string {
  return JSON.stringify(frame);
}

/** Compress frame `ply` given its text and the previous frame's text (needed unless `ply` is a key frame). */
export function encodeFrame(ply: number, text: string, previous: string | null): Uint8Array {
  const key = ply % KEY_EVERY === 0 || previous === null;
  const data = deflateRawSync(Buffer.from(text), key ? {} : { dictionary: Buffer.from(previous) });
  // The first byte says whether it needs the previous frame (a frame after a gap is stored as a key frame).
  const out = new Uint8Array(data.length + 1);
  out[0] = key ? 1 : 0;
  out.set(data, 1);
  return out;
}

/**
 * Decode consecutive stored frames `rows` (ply ascending, the first of them a
 * key frame) and return their texts. Throws when the chain is broken.
 */
export function decodeFrames(rows: readonly { ply: number; data: Uint8Array }[]): string[] {
  const texts: string[] = [];
  let previous: string | null = null;
  for (const [i, row] of rows.entries()) {
    const bytes = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
    const key = bytes[0] === 1;
    if (!key && (previous === null || rows[i - 1]?.ply !== row.ply - 1)) throw new Error(`frame ${row.ply} needs frame ${row.ply - 1}, which is missing`);
    const text = inflateRawSync(bytes.subarray(1), key ? {} : { dictionary: Buffer.from(previous!) }).toString('utf8');
    texts.push(text);
    previous = text;
  }
  return texts;
}
