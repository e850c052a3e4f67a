/**
 * Plans on the map for games that send each march the moment it is made
 * (Gekokujō, Jūni-tsuki): the arrows come from two sources, both the game's
 * own data, put together here once (README.md "Plans on the map").
 *
 * - The march being composed (`draftArrows`): from the chosen source to the
 *   target pointed at now (hover or keyboard focus), else the chosen one,
 *   with what moves as its label ("3 Bushi", "25,000"). Its × clears the
 *   draft in the panel.
 * - What the player already sent this round (`sentArrows`), quieter, until
 *   the round's movement ends. Only the last can carry a ×, and only when
 *   the table's Undo would take exactly that march back: Undo allows it now
 *   (the host's rule, kit/table/use-undo.ts) and the march is the seat's
 *   latest decision. Otherwise the arrow has no ×, and its tooltip says why.
 *
 * Pure: the words come in through `t`.
 */
import type { PlanArrow } from './plan-arrows';

export type PlanTranslate = (key: string, params?: Record<string, string | number>) => string;

/** The draft's arrow id: its × clears the draft. */
export const DRAFT_PLAN = 'draft';
/** The id of the sent march a × takes back (by Undo). */
export const TAKE_BACK_PLAN = 'take-back';

/** One march: where from and to (province ids or layer anchors), what moves, and the march in words. */
export interface PlannedMarch {
  from: string;
  to: string;
  /** What moves, short: "3 Bushi", "25,000". */
  label: string;
  /** The march in words: "3 Bushi: Echigo → Etchū". */
  title: string;
}

/**
 * Where the draft points: the target under the pointer or the keyboard focus when it is one of the source's
 * targets (the player is choosing), else the target chosen in the panel (null: none yet).
 */
export function draftTarget<T extends string | number>(chosen: T | null, pointed: T | null, targets: readonly T[]): T | null {
  if (pointed !== null && targets.includes(pointed)) return pointed;
  return chosen !== null && targets.includes(chosen) ? chosen : null;
}

/** The draft as an arrow (none before a source and a target are known). */
export function draftArrows(draft: PlannedMarch | null, t: PlanTranslate): PlanArrow[] {
  if (!draft || draft.from === draft.to) return [];
  return [{ id: DRAFT_PLAN, ...draft, tone: 'draft', removable: true, removeText: t('plan.clearDraft', { plan: draft.title }) }];
}

/** This round's sent marches, oldest first. */
export interface SentMarches {
  marches: PlannedMarch[];
  /** The last march is the seat's latest decision (nothing of theirs came after it): Undo would take it back. */
  lastIsLatest: boolean;
}

/** What the table's Undo says now: allowed, or why not in words ('' while the host is still asked). */
export interface TakeBackNow {
  allowed: boolean;
  why: string;
}

/** The sent marches as quiet arrows; the last one removable (by Undo) when Undo would take exactly it back. */
export function sentArrows(sent: SentMarches, undo: TakeBackNow, t: PlanTranslate): PlanArrow[] {
  const last = sent.marches.length - 1;
  return sent.marches.map((m, i) => {
    const base = { from: m.from, to: m.to, label: m.label, tone: 'sent' as const };
    if (i < last) return { ...base, id: `sent.${i}`, title: t('plan.sent', { plan: m.title }), removable: false };
    if (sent.lastIsLatest && undo.allowed) return { ...base, id: TAKE_BACK_PLAN, title: m.title, removable: true, removeText: t('plan.takeBack', { plan: m.title }) };
    const why = !sent.lastIsLatest ? t('plan.notLatest') : undo.why;
    return { ...base, id: `sent.${i}`, title: why ? t('plan.cannotTakeBack', { plan: m.title, why }) : t('plan.sent', { plan: m.title }), removable: false };
  });
}
