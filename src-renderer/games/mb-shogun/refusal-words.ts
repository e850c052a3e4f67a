/**
 * MB Shogun's refusal values in words (kit/table/refusal.ts `words`): the engine names a unit type (`unit`) and a
 * troop (`troop`: army or force) as data (errors.ts params); the player reads them in their language.
 */
import { refusalOf, refusalText, type Refusal, type RefusalParams, type Translate } from '../../kit/table/refusal';

const UNITS = new Set(['bowman', 'gunner', 'swordsman', 'spearman']);

export function refusalWords(params: RefusalParams, t: Translate): RefusalParams {
  const out = { ...params };
  if (typeof out.unit === 'string' && UNITS.has(out.unit)) out.unit = t(`mb-shogun.unit.${out.unit}`);
  if (out.troop === 'army' || out.troop === 'force') out.troop = t(`mb-shogun.refusalWord.troop.${out.troop}`);
  return out;
}

/** A refusal of MB's rules — a panel's own check (a RuleError) or the host's (the table's refused move) — in words. */
export function mbRefusal(error: Refusal | { code: string; message: string; params?: RefusalParams | undefined }, t: Translate): string {
  return refusalText('mb-shogun', 'code' in error ? refusalOf(error) : error, t, refusalWords);
}

/** A panel's own check of its draft (the engine's) as its send button's refusal: null when the rules accept it. */
export const mbWhyNot = (check: { ok: true } | { ok: false; error: Parameters<typeof mbRefusal>[0] }, t: Translate): string | null => (check.ok ? null : mbRefusal(check.error, t));
