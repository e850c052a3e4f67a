/**
 * The plan arrows of a table whose marches are sent one at a time
 * (plan-draft.ts): this round's sent marches and the march being composed,
 * for MapCanvas's `plans`, and what a × (or a click on the arrow) does —
 * the draft's clears the draft, the last sent march's is the table's Undo
 * (the same shared status and call as the Undo button: no rule of its own).
 * Esc clears the draft too, unless something else used the key.
 */
import { computed, onScopeDispose } from 'vue';
import { useI18n } from '../../i18n';
import { refusalWords, useSharedUndo } from '../table/use-undo';
import type { PlanArrow } from './plan-arrows';
import { DRAFT_PLAN, TAKE_BACK_PLAN, draftArrows, sentArrows, type PlannedMarch, type SentMarches } from './plan-draft';

export function usePlanArrows(o: {
  /** The march being composed (null: none). */
  draft: () => PlannedMarch | null;
  /** This round's sent marches of the seat deciding now (null: not its movement). */
  sent: () => SentMarches | null;
  /** Clear the draft in the panel (its source and target). */
  clearDraft: () => void;
}): { plans: Readonly<{ value: PlanArrow[] }>; remove: (id: string) => void } {
  const { t } = useI18n();
  const undo = useSharedUndo();

  const plans = computed<PlanArrow[]>(() => {
    const sent = o.sent();
    const status = undo.status.value;
    const now = { allowed: undo.allowed.value, why: status && !status.allowed ? refusalWords(status, t) : '' };
    return [...(sent ? sentArrows(sent, now, t) : []), ...draftArrows(o.draft(), t)];
  });

  function remove(id: string): void {
    if (id === DRAFT_PLAN) o.clearDraft();
    else if (id === TAKE_BACK_PLAN && undo.allowed.value) void undo.undo();
  }

  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || e.defaultPrevented || !o.draft()) return;
    o.clearDraft();
  };
  window.addEventListener('keydown', onKey);
  onScopeDispose(() => window.removeEventListener('keydown', onKey));

  return { plans, remove };
}
