/**
 * "One game, two folders" (ARCHITECTURE.md, "A game is a plugin"): a game
 * lives in src-shared/games/<id>/ and src-renderer/games/<id>/, and outside
 * them only the two registries name it. This test is that grep: for every
 * registered game it looks for the game's words in every source file
 * (.ts, .vue, .css, .html) of src-shared, src-main and src-renderer and
 * lists each offending line.
 *
 * A game's words: its id as written in code (`henn-shogun`, `hennshogun` for
 * `hennShogun`, `henn_shogun` for `HENN_SHOGUN`, all case-insensitive) and
 * the `words` of its GameModule (Henn: 'henn', 'tower').
 *
 * The one exception: an example in a comment. A comment line (it starts with
 * `//`, `/*`, `*` or `<!--`) may name a game after "e.g." on that line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, getGame } from '../../src-shared/games/index';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['src-shared', 'src-main', 'src-renderer'] as const;
const EXTENSIONS = /\.(ts|vue|css|html)$/;
const REGISTRIES = new Set(['src-shared/games/index.ts', 'src-renderer/games/index.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.test(name) ? [path.split(sep).join('/')] : [];
  });
}

function wordsOf(id: string): string[] {
  const fromId = [id, id.replaceAll('-', ''), id.replaceAll('-', '_')];
  return [...new Set([...fromId, ...(getGame(id)!.words ?? [])].map((w) => w.toLowerCase()))];
}

function isExampleInComment(line: string, at: number): boolean {
  const trimmed = line.trimStart();
  const comment = ['//', '/*', '*', '<!--'].some((start) => trimmed.startsWith(start));
  const example = line.toLowerCase().indexOf('e.g.');
  return comment && example >= 0 && example < at;
}

/** The lines of one file's text that name one of `words`, as `file:line: text`. */
function namingLines(file: string, text: string, words: readonly string[]): string[] {
  return text.split('\n').flatMap((line, i) => {
    const lower = line.toLowerCase();
    const hits = words.map((w) => lower.indexOf(w)).filter((at) => at >= 0);
    return hits.length && !hits.every((at) => isExampleInComment(line, at)) ? [`${file}:${i + 1}: ${line.trim().slice(0, 160)}`] : [];
  });
}

/** Lines of `dir` outside `id`'s folders and the registries that name the game. */
function offences(dir: string, id: string): string[] {
  const own = [`src-shared/games/${id}/`, `src-renderer/games/${id}/`];
  return sourceFiles(dir)
    .filter((file) => !REGISTRIES.has(file) && !own.some((folder) => file.startsWith(folder)))
    .flatMap((file) => namingLines(file, readFileSync(join(ROOT, file), 'utf8'), wordsOf(id)));
}

describe('one game, two folders: no game is named outside its folders and the registries', () => {
  it('finds planted names in every spelling, and lets only examples in comments pass', () => {
    const text = [
      "import { hennShogun } from '../games/henn-shogun';", // 1: named in code
      'const HENN_SHOGUN_BOTS = [];', // 2
      'function drawTower() {}', // 3: a word of the module
      ' * a plugin (e.g. henn-shogun) brings its own table', // 4: an example in a comment: allowed
      "const id = 'henn-shogun'; // e.g. this is code, not a comment line", // 5
      '// Henn decides this', // 6: a comment, but no example
      'const board = 1;', // 7
    ].join('\n');
    expect(namingLines('f.ts', text, ['henn-shogun', 'hennshogun', 'henn_shogun', 'henn', 'tower']).map((l) => l.split(':')[1])).toEqual(['1', '2', '3', '5', '6']);
    // The scan reaches real files, and would find each game in the registry it skips.
    expect(sourceFiles('src-main').length).toBeGreaterThan(20);
    const registry = readFileSync(join(ROOT, 'src-shared/games/index.ts'), 'utf8');
    for (const id of GAME_IDS) expect(namingLines('index.ts', registry, wordsOf(id)).length).toBeGreaterThan(0);
  });

  for (const dir of SCANNED) {
    it(dir, () => {
      const found = GAME_IDS.flatMap((id) => offences(dir, id).map((o) => `[${id}] ${o}`));
      expect(found, `${found.length} lines name a game outside its folders:\n${found.join('\n')}`).toEqual([]);
    });
  }
});
