/**
 * What the decision of the moment may do in a province, for its card on the
 * map: read from the open panel's own options (the march or declare panel's
 * troops and targets, the answers of a choice about provinces), never
 * recomputed here.
 */
import { provinceIndex, provinceName } from '@shared/games/mb-shogun/public';

type T = (key: string, params?: Record<string, string | number>) => string;

/** The march or declare panel as the table sees it (their `grab`, `reachOf`, `selected`). */
export interface MovePanelLike {
  grab: readonly number[];
  reachOf: (from: number) => readonly number[];
  selected: string | null;
}

export function mayLines(id: string, o: { t: T; move: MovePanelLike | null; attack: boolean; choices: readonly { id: string; label: string }[] }): string[] {
  const { t } = o;
  const out: string[] = [];
  const i = provinceIndex(id);
  if (o.move && i >= 0) {
    if (o.move.grab.includes(i)) {
      const list = o.move.reachOf(i).map(provinceName).join(', ');
      if (list) out.push(t(o.attack ? 'mb-shogun.map.mayAttack' : 'mb-shogun.map.mayMarch', { list }));
    }
    const from = o.move.selected === null ? -1 : provinceIndex(o.move.selected);
    if (from >= 0 && from !== i && o.move.reachOf(from).includes(i)) out.push(t(o.attack ? 'mb-shogun.map.attackHere' : 'mb-shogun.map.marchHere', { from: provinceName(from) }));
  }
  const answer = o.choices.find((c) => c.id === id);
  if (answer) out.push(t('mb-shogun.map.answer', { answer: answer.label }));
  return out;
}
