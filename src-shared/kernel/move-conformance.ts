/**
 * The move-schema check every game runs (src-shared/games/move-schema.test.ts):
 * each move of a played game passes its schema, is stored in a canonical form
 * that is a fixed point and replays to the same state, and the same move with
 * extra fields anywhere is stored exactly the same. Throws an Error saying
 * what broke.
 */
import { canonicalJson, hashState } from './hash';
import { checkMove } from './move-schema';
import type { GameRecord } from './record';
import type { AnyRuleset } from './ruleset';

/** `value` with an extra field in every object (and an extra element nowhere: lists keep their length). */
export function withExtraFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtraFields);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = { zzExtra: ['not', 'a', 'rule'] };
    for (const [k, v] of Object.entries(value)) out[k] = withExtraFields(v);
    return out;
  }
  return value;
}

export function checkMovesAsRulesReadThem(ruleset: AnyRuleset, record: GameRecord): void {
  const schema = ruleset.moves;
  if (!schema) throw new Error(`${ruleset.id}: the ruleset has no move schema`);
  const parsed = ruleset.parseOptions(record.options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = ruleset.setup(parsed.value, record.seed);
  record.moves.forEach((m, i) => {
    const where = `${ruleset.id} move ${i + 1} ${JSON.stringify(m.move).slice(0, 200)}`;
    const type = (m.move as { type?: unknown } | null)?.type;
    if (schema.types.size && !schema.types.has(type as string)) throw new Error(`${where}: the move schema does not know the type '${String(type)}'`);
    const plain = checkMove(ruleset, state, m.seat, m.move);
    if (!plain.ok) throw new Error(`${where}: refused through the schema: ${plain.error.message}`);
    const stored = canonicalJson(plain.value.record);
    const extra = checkMove(ruleset, state, m.seat, withExtraFields(m.move));
    if (!extra.ok || canonicalJson(extra.value.record) !== stored) throw new Error(`${where}: with extra fields it is ${extra.ok ? `stored as ${canonicalJson(extra.value.record).slice(0, 200)}` : `refused (${extra.error.message})`}`);
    const again = checkMove(ruleset, state, m.seat, plain.value.record);
    if (!again.ok || canonicalJson(again.value.record) !== stored) throw new Error(`${where}: its stored form is not read back the same`);
    const direct = ruleset.validate(state, m.seat, m.move);
    if (!direct.ok) throw new Error(`${where}: ${direct.error.message}`);
    const next = ruleset.apply(state, m.seat, plain.value.move).state;
    const fromStored = ruleset.apply(state, m.seat, again.value.move).state;
    if (hashState(next) !== hashState(ruleset.apply(state, m.seat, direct.value).state) || hashState(fromStored) !== hashState(next)) {
      throw new Error(`${where}: the move as stored does not play the same`);
    }
    state = next;
  });
}
