/**
 * Gekokujō's consequences in words, for the warning before send
 * (kit/table/consequence-gate.ts). What a move costs is the engine's answer
 * (`gekokujoConsequencesOf`, src-shared/games/gekokujo/consequences.ts).
 */
import { gekokujoConsequencesOf } from '@shared/games/gekokujo/public';
import type { GekokujoMove, GekokujoView } from '@shared/games/gekokujo/public';
import type { Translate } from '../renderer-game';

export function gekokujoConsequenceLines(v: GekokujoView, seat: number, move: unknown, t: Translate): string[] {
  return gekokujoConsequencesOf(v, seat, move as GekokujoMove).map((c) =>
    t('gekokujo.consequence.bankrupt', { n: c.removed, upkeep: c.upkeep, bushi: c.bushi, koku: c.koku, income: c.income }),
  );
}
