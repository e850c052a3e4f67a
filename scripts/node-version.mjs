#!/usr/bin/env node
/**
 * Is this Node one Tenka supports? `npm start`, `npm test` and `npm run dist`
 * ask first, so that an old (or too new) Node is named in one line instead of
 * failing later with a syntax error deep in Vite or a native module that will
 * not load.
 *
 * The versions live in one place, package.json's `engines.node` (npm warns on
 * others at `npm install` but installs anyway: we keep `engine-strict` off,
 * since electron 45 declares `node >=22.12` while everything Tenka runs works on
 * Node 20.19+). Why that range: README.md, "Use it".
 *
 *   node scripts/node-version.mjs      # exit 1 with the line on an unsupported Node
 *
 * Written for old Nodes too (no newer syntax or APIs), so that it can be the
 * one that speaks. TENKA_ANY_NODE=1 skips the check (to try a Node we do not
 * support yet, at your own risk).
 */
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** "20.19.0" or "v20.19.0" → [20, 19, 0]; missing parts are 0. */
export function parseVersion(text) {
  const parts = String(text).trim().replace(/^v/, '').split('.');
  return [0, 1, 2].map((i) => {
    const n = parseInt(parts[i] ?? '0', 10);
    return Number.isFinite(n) ? n : 0;
  });
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/** One comparator of a range ("^20.19.0", ">=24", "<27.0.0", "22.x", "24"). */
function satisfiesComparator(version, comparator) {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(comparator);
  if (!match) throw new Error(`unsupported version comparator "${comparator}"`);
  const [, op = '', major, minor, patch] = match;
  const wild = (part) => part === undefined || part === 'x' || part === '*';
  const bound = [Number(major), wild(minor) ? 0 : Number(minor), wild(patch) ? 0 : Number(patch)];
  const c = compare(version, bound);
  switch (op) {
    case '^':
      return c >= 0 && version[0] === bound[0];
    case '~':
      return c >= 0 && version[0] === bound[0] && version[1] === bound[1];
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    default:
      // "24", "24.x", "=24.1.0": as precise as written
      if (wild(minor)) return version[0] === bound[0];
      if (wild(patch)) return version[0] === bound[0] && version[1] === bound[1];
      return c === 0;
  }
}

/** npm's range syntax, as much of it as engines fields use: "a || b", each a space-separated AND of comparators. */
export function satisfies(versionText, range) {
  const version = parseVersion(versionText);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => satisfiesComparator(version, comparator)),
  );
}

/** "^20.19.0 || ^22.12.0 || >=24.0.0 <27.0.0" → "20.19+, 22.12+ or 24 to 26" (the range as written where it has another shape). */
export function describeRange(range) {
  const said = range.split('||').map((alternative) => {
    const text = alternative.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1');
    let m = /^\^(\d+)\.(\d+)\.\d+$/.exec(text);
    if (m) return m[2] === '0' ? m[1] : `${m[1]}.${m[2]}+`;
    m = /^>=(\d+)(?:\.0)*\s+<(\d+)(?:\.0)*$/.exec(text);
    if (m) return `${m[1]} to ${Number(m[2]) - 1}`;
    return text;
  });
  return said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} or ${said[said.length - 1]}`;
}

/**
 * The decision: ok, or the one line to print.
 * @param {{ version: string, range: string, env?: Record<string, string | undefined>, what: string }} options
 */
export function checkNode({ version, range, env = {}, what }) {
  if (env.TENKA_ANY_NODE && env.TENKA_ANY_NODE !== '0') return { ok: true, skipped: true };
  if (satisfies(version, range)) return { ok: true };
  return {
    ok: false,
    line: `${what} stopped: this is Node ${version.replace(/^v/, '')}, and Tenka runs on Node ${describeRange(range)} (package.json "engines"). Install one of those (https://nodejs.org, the LTS), then npm install and ${what} again (TENKA_ANY_NODE=1 tries anyway).`,
  };
}

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The supported range, from package.json. */
export function supportedRange(projectRoot = root) {
  return JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).engines.node;
}

/** For the scripts: print the line and exit 1 on an unsupported Node. */
export function exitUnlessSupportedNode(what) {
  const result = checkNode({ version: process.version, range: supportedRange(), env: process.env, what });
  if (!result.ok) {
    console.error(result.line);
    process.exit(1);
  }
}

// Run as a command (npm test's first step): the command's name comes as the argument.
function isMain() {
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}
if (process.argv[1] && isMain()) exitUnlessSupportedNode(process.argv[2] || 'npm test');
