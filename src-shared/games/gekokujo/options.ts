/** The options of Gekokujō (v74 and its modules): players, starting capital, coastal list, round limit, modules. */
import type { OptionSpec } from '../../kernel/options';
import { err, ok, ruleError, type Result, type RuleError } from '../../kernel/ruleset';
import type { GekokujoOptions } from './types';

/** The options schema the New game screen and the CLI show. */
export const GEKOKUJO_OPTIONS: readonly OptionSpec[] = [
  { kind: 'bool', key: 'startingCapital', default: true },
  { kind: 'choice', key: 'coastal', values: ['geographic', 'seed-list'], default: 'geographic' },
  { kind: 'int', key: 'roundLimit', min: 1, max: 100, default: null },
  { kind: 'bool', key: 'glory', default: false },
  { kind: 'bool', key: 'rice', default: false },
  { kind: 'bool', key: 'political', default: false },
  { kind: 'bool', key: 'specialized', default: false },
  { kind: 'bool', key: 'technology', default: false },
];

/**
 * The cross-field rule (the kernel parsed types, ranges and defaults from the schema): Technological Change needs
 * Specialized Warfare. The options are rebuilt in their stored shape (no round limit = null).
 */
export function crossCheck(p: Record<string, unknown> & { players: number }): Result<GekokujoOptions, RuleError> {
  if (p.technology && !p.specialized) return err(ruleError('bad-options', 'technology: Technological Change needs Specialized Warfare'));
  return ok({
    players: p.players,
    startingCapital: p.startingCapital as boolean,
    coastal: p.coastal as GekokujoOptions['coastal'],
    roundLimit: (p.roundLimit as number | undefined) ?? null,
    glory: p.glory as boolean,
    rice: p.rice as boolean,
    political: p.political as boolean,
    specialized: p.specialized as boolean,
    technology: p.technology as boolean,
  });
}
