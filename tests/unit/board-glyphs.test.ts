/**
 * Issue 22: a badge drawn as a glyph the player's fonts lack shows a box
 * (tofu): Gekokujō's Mandate '令' did wherever no Japanese font is installed
 * (the app bundles no fonts; Pixi draws text with the system's), as MB's
 * ninja badge did before. Every text the boards, pieces and trays draw on a
 * canvas keeps to characters every system's Latin fonts have: ASCII, Latin-1
 * and Latin Extended-A (Hepburn's macrons: ō, ū), and a few marks of general
 * punctuation (– — ’ · × …). Icons are drawn (e.g. gekokujo/board/gek-badges.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', 'src-renderer');
/** The canvas code: board layers and pieces of every game, the kits' map and dice, the Pixi helpers, Henn's tower. */
const CANVAS_DIRS = ['board', 'pixi', 'kit/map', 'kit/dice', 'games/henn-shogun/tower', ...readdirSync(join(ROOT, 'games')).map((g) => `games/${g}/board`)];

function files(dir: string): string[] {
  const at = join(ROOT, dir);
  try {
    if (!statSync(at).isDirectory()) return [];
  } catch {
    return [];
  }
  return readdirSync(at).flatMap((f) => {
    const p = join(at, f);
    if (statSync(p).isDirectory()) return f === 'lab' ? [] : files(join(dir, f));
    return /\.ts$/.test(f) && !/\.test\.ts$/.test(f) ? [p] : [];
  });
}

/** Safe on a canvas with any system's Latin fonts. */
const SAFE = /^[\u0020-\u007e\u00a0-\u017f\u2013\u2014\u2019\u201c\u201d\u2026\u00b7\u00d7]$/u;

/** The string literals of a source, comments removed. */
function literals(src: string): string[] {
  const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

describe('canvas text keeps to characters every Latin font has (no tofu badges)', () => {
  it('finds the canvas code of the five games', () => {
    const all = CANVAS_DIRS.flatMap(files);
    for (const g of ['henn-shogun', 'mb-shogun', 'gekokujo', 'kunitori', 'juni-tsuki']) {
      // Kunitori draws no board (cards in HTML): a game without a board folder has nothing to check.
      if (g === 'kunitori') continue;
      expect(all.some((f) => f.includes(`games/${g}/board`)), g).toBe(true);
    }
  });
  for (const dir of CANVAS_DIRS) {
    for (const file of files(dir)) {
      it(file.slice(ROOT.length + 1), () => {
        const bad = literals(readFileSync(file, 'utf8')).flatMap((s) => [...s].filter((c) => !SAFE.test(c)));
        expect(bad.map((c) => `${c} (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)).toEqual([]);
      });
    }
  }
});
