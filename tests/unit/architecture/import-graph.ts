/**
 * A small import scanner for the architecture guard tests (ARCHITECTURE.md,
 * "Floors"): it reads the source files of src-shared, src-main and
 * src-renderer as text, finds their static imports and re-exports, resolves
 * the relative and `@shared/` ones to files, and finds import loops. No
 * dependency: a regular expression is enough because the tree writes its
 * imports plainly (one `from '…'` per statement).
 *
 * Dynamic `import('…')` is left out on purpose: it is how the renderer's game
 * registry loads a game lazily, and it never makes a module wait for another
 * at load time. Type-only imports count: a floor that needs a type from a
 * higher floor is leaning upward all the same.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SCANNED = ['src-shared', 'src-main', 'src-renderer'] as const;

const SOURCE = /\.(ts|vue|mts)$/;
const CANDIDATE_ENDINGS = ['', '.ts', '.vue', '.mts', '/index.ts'];

/** `file` relative to the repository root, with forward slashes. */
const rel = (abs: string): string => relative(ROOT, abs).split(sep).join('/');

export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts') ? [path.split(sep).join('/')] : [];
  });
}

/** One static import of a file: its specifier, and whether only types come through it (erased when compiled). */
export interface ImportLine {
  specifier: string;
  typeOnly: boolean;
}

/**
 * The static imports and re-exports of a text: `import … from 'x'`, `import 'x'`,
 * `export … from 'x'` (over several lines too). Comments are removed first, so an
 * example in a comment is no import. `import type …`, `export type …` and
 * `import { type A, type B } …` carry types only.
 */
export function importLines(text: string): ImportLine[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const out: ImportLine[] = [];
  const re = /(?:^|[;\n}>])\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(re)) {
    const clause = m[3] ?? '';
    const named = /^\s*\{([^}]*)\}\s+from\s+$/.exec(clause);
    const allTypes = named !== null && named[1]!.split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '));
    out.push({ specifier: m[4]!, typeOnly: m[2] !== undefined || allTypes });
  }
  return out;
}

/** The file a specifier of `from` names (relative to the root), or null for a package or a file outside the tree. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@shared/')) base = join(ROOT, 'src-shared', specifier.slice('@shared/'.length));
  else if (specifier.startsWith('.')) base = join(ROOT, dirname(from), specifier);
  else return null;
  // Vite's `?modulePath` / `?url` suffixes name the same file.
  base = normalize(base.replace(/\?.*$/, ''));
  const stripped = base.replace(/\.(m?js)$/, '');
  for (const candidate of [base, stripped]) {
    for (const ending of CANDIDATE_ENDINGS) {
      const path = candidate + ending;
      if (existsSync(path) && statSync(path).isFile()) return rel(path);
    }
  }
  return null;
}

/** One scanned file's imports of other scanned files. */
export interface FileImports {
  /** Every file it imports, types included. */
  all: string[];
  /** The files it needs when it runs (type-only imports left out). */
  runtime: string[];
}

/** Every scanned file (test files left out: nothing imports them) → the scanned files it imports statically. */
export function importGraph(): Map<string, FileImports> {
  const graph = new Map<string, FileImports>();
  for (const dir of SCANNED) {
    for (const file of sourceFiles(dir)) {
      if (/\.test\.ts$/.test(file)) continue;
      const text = readFileSync(join(ROOT, file), 'utf8');
      const all = new Set<string>();
      const runtime = new Set<string>();
      for (const line of importLines(text)) {
        const target = resolveImport(file, line.specifier);
        if (target === null || target === file) continue;
        all.add(target);
        if (!line.typeOnly) runtime.add(target);
      }
      graph.set(file, { all: [...all], runtime: [...runtime] });
    }
  }
  return graph;
}

/**
 * The import loops of a graph: its strongly connected components of more than
 * one file (Tarjan's algorithm), each sorted, largest first. A loop is listed
 * once however many cycles run through its files.
 */
export function importLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.next < edges.length) {
        const to = edges[top.next++]!;
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1) loops.push(component.sort());
      }
    }
  }
  return loops.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** One cycle through a loop's files, as `a → b → … → a`, to say where to cut. */
export function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, loop: readonly string[]): string {
  const members = new Set(loop);
  const start = loop[0]!;
  // Breadth-first from start back to start, inside the loop.
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start].join(' → ');
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return loop.join(', ');
}
