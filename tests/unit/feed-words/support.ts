/**
 * Shared pieces of the per-game feed-word tests (tests/unit/feed-words/*.test.ts):
 * which event kinds a game's engine declares (read from its types file, so a
 * new kind without words fails the test at once), random games to collect a
 * real sample of each kind, and the check that a line shows no key,
 * placeholder or "undefined".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { GAMES, type GameId } from '@shared/games';
import { Rng } from '@shared/kernel/rng';
import { translate, type Params } from '../../../src-renderer/i18n';
import type { Locale } from '../../../src-renderer/i18n/define';
import type { Translate } from '../../../src-renderer/games/renderer-game';

export const LOCALES: Locale[] = ['en', 'de'];
export const translator =
  (locale: Locale): Translate =>
  (key: string, params?: Params) =>
    translate(locale, key, params);

/**
 * The `type: '…'` kinds of the event union `unionName` in `src-shared/games/<id>/types.ts`:
 * from its `export type` line to the next line that starts a new top-level declaration.
 */
export function declaredEventKinds(game: GameId, unionName: string): string[] {
  const text = readFileSync(join(__dirname, '../../../src-shared/games', game, 'types.ts'), 'utf8');
  const start = text.indexOf(`export type ${unionName} =`);
  if (start < 0) throw new Error(`${unionName} not found in ${game}/types.ts`);
  const lines = text.slice(start).split('\n');
  const body: string[] = [lines[0]!];
  for (const line of lines.slice(1)) {
    if (/^[^\s|)]/.test(line)) break;
    body.push(line);
  }
  const kinds = [...body.join('\n').matchAll(/\btype: '([\w-]+)'/g)].map((m) => m[1]!);
  return [...new Set(kinds)];
}

export interface Played {
  events: { type: string }[];
  finished: boolean;
}

/** A game of random legal moves (all-seeing), up to `maxMoves`; its events in order. */
export function playRandom(game: GameId, options: Record<string, unknown>, seed: string, maxMoves = 6000): Played {
  const r = GAMES[game].ruleset;
  const parsed = r.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let s = r.setup(parsed.value, seed);
  const rng = Rng.seeded(`${seed}-moves`);
  const events: { type: string }[] = [];
  for (let i = 0; i < maxMoves; i++) {
    const pending = r.pending(s);
    if (pending.length === 0) break;
    const { seat } = pending[0]!;
    const move = r.randomMove(r.view(s, seat), rng);
    const checked = r.validate(s, seat, move);
    if (!checked.ok) throw new Error(checked.error.message);
    const applied = r.apply(s, seat, checked.value);
    s = applied.state;
    events.push(...(applied.events as { type: string }[]));
  }
  return { events, finished: r.result(s) !== null };
}

/** Up to `perKind` events of each kind, from the games given (first come). */
export function samplesByKind(games: Played[], perKind = 6): Map<string, { type: string }[]> {
  const out = new Map<string, { type: string }[]>();
  for (const g of games) {
    for (const e of g.events) {
      const list = out.get(e.type) ?? [];
      if (list.length < perKind) list.push(e);
      out.set(e.type, list);
    }
  }
  return out;
}

/** Text a player must never see in a feed line: a message key, a placeholder, a JS leftover. */
export function expectReadable(game: string, text: string, about: unknown): void {
  const leftOver = new RegExp(`${game.replace(/[-]/g, '\\-')}\\.|\\{\\w+\\}|undefined|NaN|\\bnull\\b|\\[object|\\b1 (hits|provinces|spearmen|bowmen|gunners|swordsmen|points|cards)\\b`);
  expect(text, JSON.stringify(about)).not.toMatch(leftOver);
  expect(text.trim().length, JSON.stringify(about)).toBeGreaterThan(3);
}

export interface FeedWordsSpec {
  game: GameId;
  /** The event union's name in the game's types.ts. */
  union: string;
  describe: (event: unknown, name: (seat: number) => string, t: Translate) => string | null;
  /** Random games (options, seed) to sample events from. */
  games: [Record<string, unknown>, string][];
  /** Samples written by hand for kinds random play meets too rarely. */
  written?: readonly object[];
  /** Kinds told by no line on purpose (bookkeeping, or told by an event that comes with them), each with why. */
  silent?: Record<string, string>;
  /** Silent only for some samples (e.g. an empty march): true when this sample may go untold. */
  mayBeSilent?: (e: { type: string } & Record<string, unknown>) => boolean;
  /** Words the line of `e` must contain (names, provinces …), given the seat names. */
  mentions: (e: { type: string } & Record<string, unknown>, name: (seat: number) => string) => string[];
}

export const SEAT_NAMES = ['Hanako', 'Taro', 'Yumi', 'Kenji', 'Sora', 'Riku'];
export const seatName = (seat: number): string => SEAT_NAMES[seat] ?? `?${seat}`;

/** Seats named by the usual fields of an event (seat, attacker, defender, target …). */
export function seatMentions(e: Record<string, unknown>, fields: string[]): string[] {
  return fields.flatMap((k) => (typeof e[k] === 'number' && (e[k] as number) >= 0 ? [seatName(e[k] as number)] : []));
}

/**
 * The per-kind check of one game, in one language: every kind the engine
 * declares has a sample, and every sample's line is there (unless silent on
 * purpose), readable, and names what the event is about.
 */
export function checkEveryKind(spec: FeedWordsSpec, locale: Locale): void {
  const t = translator(locale);
  const played = spec.games.map(([options, seed]) => playRandom(spec.game, options, seed));
  const samples = samplesByKind([...played, { events: [...(spec.written ?? [])] as { type: string }[], finished: false }]);
  const declared = declaredEventKinds(spec.game, spec.union);
  expect(declared.length).toBeGreaterThan(5);
  expect(
    declared.filter((k) => !samples.has(k) && spec.silent?.[k] === undefined),
    'event kinds with no sample: play more or write one',
  ).toEqual([]);
  expect(Object.keys(spec.silent ?? {}).filter((k) => !declared.includes(k)), 'silent kinds the engine no longer declares').toEqual([]);
  for (const kind of declared) {
    for (const e of samples.get(kind) ?? []) {
      const text = spec.describe(e, seatName, t);
      if (spec.silent?.[kind] !== undefined) continue;
      if (text === null && spec.mayBeSilent?.(e as { type: string } & Record<string, unknown>)) continue;
      expect(text, `${kind} has no line: ${JSON.stringify(e).slice(0, 300)}`).not.toBeNull();
      expectReadable(spec.game, text!, e);
      for (const word of spec.mentions(e as { type: string } & Record<string, unknown>, seatName)) expect(text, `${kind} should name ${word}: ${JSON.stringify(e).slice(0, 300)}`).toContain(word);
    }
  }
}
