/**
 * Moves are stored as the rules read them. A move arrives as untrusted JSON
 * (a person's request, a game file); before the ruleset looks at it, the
 * game's move schema takes only the fields the rules know (anything else is
 * dropped) and refuses lists longer than the rules could ever allow, so a
 * crafted move costs nothing to refuse. The ruleset then validates what is
 * left, and what is stored or forwarded is the validated move put through the
 * schema again: one canonical form, so the same game sent with extra fields is
 * stored the same and recognised as the same game (see docs/saves.md).
 *
 * Every path that takes a move from outside goes through `checkMove`: the
 * engine worker (submitted and stored moves), replays and game-file imports.
 * Bots' own moves, made from the rules' typed values, call `validate` directly.
 */
import { z } from 'zod';
import { err, ok, ruleError, type AnyRuleset, type Result, type RuleError, type Seat } from './ruleset';

/** What an error may quote of the input at most: an error never echoes a whole (possibly huge) move. */
export const MAX_ERROR_CHARS = 300;

/** The fields the rules know of a move, per move `type` (or one shape for games whose moves have no type). */
export interface MoveSchema {
  /** The move types the schema knows (empty for a game with one kind of move). */
  readonly types: ReadonlySet<string>;
  /** The move with only the known fields, in canonical form, or why its shape is wrong. Never throws. */
  parse(raw: unknown): Result<unknown, RuleError>;
}

/**
 * A schema for moves `{ type, ...fields }`: `shapes[type]` gives each type's
 * fields (zod; objects drop unknown keys). A type the schema does not know is
 * passed on unchanged for the ruleset to refuse (its message names the moves
 * it expects); the conformance suite checks that every type a game plays is known.
 */
export function typedMoves(shapes: Record<string, z.ZodRawShape>): MoveSchema {
  const byType = new Map(Object.entries(shapes).map(([type, shape]) => [type, z.object({ type: z.literal(type), ...shape })]));
  return {
    types: new Set(byType.keys()),
    parse(raw) {
      const type = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { type?: unknown }).type : undefined;
      const schema = typeof type === 'string' ? byType.get(type) : undefined;
      return schema ? parseWith(schema, raw) : ok(raw);
    },
  };
}

/** A schema for a game whose moves are all of one shape (no `type`). */
export function plainMoves(shape: z.ZodRawShape): MoveSchema {
  const schema = z.object(shape);
  return { types: new Set(), parse: (raw) => parseWith(schema, raw) };
}

function parseWith(schema: z.ZodType, raw: unknown): Result<unknown, RuleError> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
  return err(ruleError('bad-move', capped(`This move is malformed${where}: ${issue?.message ?? 'unexpected content'}.`)));
}

/** A message cut to MAX_ERROR_CHARS. */
export function capped(message: string): string {
  return message.length <= MAX_ERROR_CHARS ? message : `${message.slice(0, MAX_ERROR_CHARS - 1)}…`;
}

export interface CheckedMove {
  /** What the ruleset's `apply` takes (the validated move). */
  move: unknown;
  /** What is stored and forwarded: the validated move in canonical form. */
  record: unknown;
}

/**
 * Check a move from outside for a seat: its shape (the game's move schema),
 * then the rules (`validate`). Errors are capped; never throws on bad input.
 */
export function checkMove(ruleset: AnyRuleset, state: unknown, seat: Seat, raw: unknown): Result<CheckedMove, RuleError> {
  const schema = ruleset.moves;
  const shaped = schema ? schema.parse(raw) : ok(raw);
  if (!shaped.ok) return shaped;
  const checked = ruleset.validate(state, seat, shaped.value);
  if (!checked.ok) return err({ ...checked.error, message: capped(checked.error.message) });
  const canonical = schema ? schema.parse(checked.value) : ok(checked.value);
  // The schema accepts every move the rules accept (the conformance suite checks it); if not, keep the rules' own.
  return ok({ move: checked.value, record: canonical.ok ? canonical.value : checked.value });
}
