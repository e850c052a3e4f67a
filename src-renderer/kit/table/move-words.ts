/**
 * A game's moves in words (its story's `describeMove`, the replay's move list) as data: per move type the catalogue
 * key of its line, or a reading of the move to a key and the words it fills in, or (from a reading) the finished
 * line itself. Every key gets the mover as `{name}`. A move that is another seat's secret (no move at all) reads as
 * `secret`; a type the table does not hold, as `otherwise` (with the move's `{type}`).
 */
import type { Params } from '../../i18n';
import type { Translate } from '../../games/renderer-game';

export interface MoveContext {
  t: Translate;
  /** The mover's name. */
  who: string;
  /** Another seat a move points at: its player's name where the caller knows it, else its number. */
  name: (seat: number) => string;
}

type Reading<M> = (m: M, ctx: MoveContext) => string | readonly [key: string, params?: Params];
export type MoveWords<M extends { type: string }> = { [K in M['type']]?: string | Reading<Extract<M, { type: K }>> };

export function moveWords<M extends { type: string }>(
  words: MoveWords<M>,
  lines: { secret: string; otherwise: string },
): (who: string, move: unknown, t: Translate, name?: (seat: number) => string) => string {
  const table = words as Record<string, string | Reading<M> | undefined>;
  return (who, move, t, name) => {
    const m = move as M | undefined;
    if (!m || typeof m !== 'object') return t(lines.secret, { name: who, type: '?' });
    const row = table[m.type];
    if (row === undefined) return t(lines.otherwise, { name: who, type: m.type ?? '?' });
    if (typeof row === 'string') return t(row, { name: who });
    const line = row(m, { t, who, name: (s) => name?.(s) ?? t('game.seatN', { n: s + 1 }) });
    return typeof line === 'string' ? line : t(line[0], { name: who, ...line[1] });
  };
}
