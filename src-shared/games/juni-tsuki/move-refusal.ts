/**
 * The panels' check of a composed move, on the seat's own view: the kernel's who-may-move (from DECISIONS), then the
 * game's validate, as the ruleset checks a move sent. Its own module: validate.ts is read by flow.ts (the free actions
 * open), so it cannot read flow.ts back.
 */
import { checkWhoMayMove } from '../../kernel/define-ruleset';
import type { RuleError } from '../../kernel/ruleset';
import { DECISIONS, freeActionsOf, pendingOf, type Table } from './flow';
import { validate } from './validate';

/**
 * Why a move the panel composed would be refused, or null (issue 22: said before it is sent). The panels call it on
 * the seat's own view: a view is a Table, so this is validate itself (with the kernel's who-may-move first) and the two cannot disagree on what the view
 * holds (the tests: src-shared/games/juni-tsuki/refusal-checks.test.ts).
 */
export function moveRefusal(view: Table, seat: number, draft: unknown): RuleError | null {
  const who = checkWhoMayMove({ maxPlayers: view.players.length, pending: pendingOf, freeActions: freeActionsOf }, DECISIONS, true, view, seat, draft);
  if (who) return who;
  const r = validate(view, seat, draft);
  return r.ok ? null : r.error;
}
