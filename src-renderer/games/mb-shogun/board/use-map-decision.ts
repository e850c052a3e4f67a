/**
 * What the board of Milton Bradley's Shogun does for the decision of the
 * moment: the march or declare panel's drag (what may be grabbed, where it may
 * go), where the map opens (the human's provinces; hotseat: the colour
 * deciding), and each province card's lines (what the decision may do there,
 * the odds of each attack on it). Read from the open panel and the engine,
 * never recomputed.
 */
import { computed, type ComputedRef, type Ref } from 'vue';
import { useGameStore } from '../../../stores/game';
import type { Translate } from '../../renderer-game';
import type { MbShogunView } from '../mb-view';
import { attackOddsLines } from './attack-odds';
import { mayLines, type MovePanelLike } from './map-decision';

/** The march or declare panel as the board uses it (their exposed drag). */
interface DragPanel extends MovePanelLike {
  dropOn(from: number, to: number): void;
  removePlan(key: string): void;
  plans: unknown;
}

export function useMapDecision<P extends DragPanel>(o: {
  t: Translate;
  mode: ComputedRef<string>;
  acting: Ref<{ kind: string; view: MbShogunView } | null>;
  colour: Ref<number>;
  choice: Ref<{ choices: readonly { id: string; label: string }[] } | null>;
  myColours: Ref<ReadonlySet<number>>;
  model: Ref<{ provinces: readonly { id: string; owner: number }[] } | null>;
  /** The open panel for a drag decision of this kind. */
  panel: (kind: 'declare' | 'march') => P | null;
}) {
  const game = useGameStore();
  const { t } = o;
  const kind = (): string | undefined => o.acting.value?.kind;
  const dragPanel = computed(() => {
    if (o.mode.value !== 'decide' || game.submitting) return null;
    return kind() === 'move-armies' || kind() === 'final-moves' ? o.panel('march') : kind() === 'declare' ? o.panel('declare') : null;
  });
  const grab = computed(() => dragPanel.value?.grab ?? []);
  const reachOf = (from: number): readonly number[] => dragPanel.value?.reachOf(from) ?? [];
  const home = computed(() => {
    const mine = o.acting.value ? new Set([o.colour.value]) : o.myColours.value;
    return o.model.value?.provinces.filter((p) => mine.has(p.owner)).map((p) => p.id) ?? [];
  });
  const may = (id: string): string[] =>
    mayLines(id, { t, move: dragPanel.value, attack: kind() === 'declare', choices: o.mode.value === 'decide' && !game.submitting ? (o.choice.value?.choices ?? []) : [] });
  // Declaring battles, or an army's follow-up: each attack the human may make on a province, with the engine's chance to win it.
  const odds = (id: string): string[] => {
    const a = o.acting.value;
    return o.mode.value === 'decide' && a && (a.kind === 'declare' || a.kind === 'follow-up') ? attackOddsLines(id, { t, view: a.view, colour: o.colour.value, followUp: a.kind === 'follow-up' }) : [];
  };
  return { dragPanel, grab, reachOf, home, may, odds };
}
