/**
 * A hint at a decision (docs/hints.md), the kit's half: the drafted move a
 * game's panels fill themselves from, and the line that says why.
 *
 * The kit asks the host (use-hint.ts), shows the progress and the answer
 * (HintControl.vue) and publishes the suggested move as a draft. Each game
 * turns that move into its own draft with one small slot: its panels call
 * `onHintDraft(kinds, fill)` and fill their form (the plan on the map, the
 * bids, the chosen card) the way a player would. Nothing is sent: the player
 * confirms with the panel's own button, or the hint's "Play it".
 */
import { computed, inject, shallowRef, watch, type InjectionKey, type Ref } from 'vue';
import { canonicalJson } from '@shared/kernel/hash';
import type { HintSuggestion } from '@shared/contract/messages';
import type { Translate } from '../../games/renderer-game';

/** The move a hint suggests for a decision, as the game's panel drafts it. */
export interface HintDraft {
  seat: number;
  kind: string;
  ply: number;
  move: unknown;
  /** A new number for each hint (the same move suggested twice is drafted again). */
  nonce: number;
}

/**
 * The game's words for a hint (given by the game screen from the game's
 * renderer half): the move in words (its story's `describeMove`) and what it
 * gains (its `hint.gain` slot, absent: none).
 */
export interface HintWords {
  describe(who: string, move: unknown, t: Translate): string;
  gain?(move: unknown, view: unknown, seat: number, t: Translate): string | null;
}

export const HINT_WORDS: InjectionKey<Readonly<Ref<HintWords | null>>> = Symbol('hint-words');

export function useHintWords(): Readonly<Ref<HintWords | null>> {
  return inject(HINT_WORDS, shallowRef(null));
}

export const HINT_DRAFT: InjectionKey<Readonly<Ref<HintDraft | null>>> = Symbol('hint-draft');

/** The table's drafted hint (null: none, or no table around). */
export function useHintDraft(): Readonly<Ref<HintDraft | null>> {
  return inject(HINT_DRAFT, shallowRef(null));
}

/**
 * A game's slot: `fill` turns a suggested move of one of these decision kinds
 * into the panel's draft (called at once when the panel mounts after the hint
 * came, and for every new hint). The panel sends nothing itself.
 */
export function onHintDraft(kinds: readonly string[], fill: (move: unknown, draft: HintDraft) => void): void {
  const draft = useHintDraft();
  watch(
    () => draft.value,
    (d) => {
      if (d && kinds.includes(d.kind)) fill(d.move, d);
    },
    { immediate: true },
  );
}

/** A percentage of a value in [0, 1], rounded. */
const pct = (x: number): number => Math.round(x * 100);
/** Evaluation points with one decimal at most. */
const pts = (x: number): string => String(Math.round(x * 10) / 10);

/**
 * Why the hint, in one line: what the move gains in the game's words (its
 * slot, e.g. a battle's odds or the koku it brings), then what the search found
 * — how many imagined games from the player's view, how many moves compared,
 * and how it did against the next best (a 0..1 rating of the position for the
 * one search, the game's points for a flat search).
 */
export function hintWhy(s: Pick<HintSuggestion, 'how' | 'search' | 'considered' | 'playouts' | 'visits' | 'value' | 'nextBest'>, gain: string | null, t: Translate): string {
  let found: string;
  if (s.how === 'rule' || s.value === null) found = t('hint.why.rule');
  else if (s.nextBest === null || s.considered <= 1) found = t('hint.why.alone', { n: s.playouts });
  else if (s.search === 'tree') {
    // The one search plays its most visited move: another, visited less (a round cut short by the time cap), may
    // have the better mean, and the line says so rather than calling it the best.
    const lead = pct(s.value) - pct(s.nextBest);
    const key = lead > 0 ? 'hint.why.tree' : lead === 0 ? 'hint.why.treeClose' : 'hint.why.treeMost';
    found = t(key, { n: s.playouts, moves: s.considered, value: pct(s.value), next: pct(s.nextBest) });
  } else {
    // A flat search may keep the bot's own choice unless another move is clearly better (within its noise).
    const lead = s.value - s.nextBest;
    found = lead > 0 ? t('hint.why.flat', { n: s.playouts, moves: s.considered, lead: pts(lead) }) : t('hint.why.flatKept', { n: s.playouts, moves: s.considered });
  }
  return gain ? `${gain} ${found}` : found;
}

/**
 * For panels whose buttons are whole moves: is this move the drafted hint's?
 * (Compared as canonical JSON, so the order of a move's keys does not matter.)
 */
export function useSuggested(): (move: unknown) => boolean {
  const draft = useHintDraft();
  const key = computed(() => (draft.value ? canonicalJson(draft.value.move) : null));
  return (move) => key.value !== null && canonicalJson(move) === key.value;
}
