/**
 * The table's one tower (live-tower.ts says when it is open): which battle it
 * shows, opened live for a battle told now, or from the feed to watch again,
 * and the focus going to its close button and back. Mounted at the first
 * battle it shows (or ahead of it, unseen, while the human decides) and kept,
 * hidden, between battles.
 *
 * A battle the human fights, attacking or defending, is thrown in the tower
 * as it is told (bots' battles too when the player watches them: "Bots'
 * turns"); the story waits for the throw, and goes on while its result stays
 * on the tower a moment. Only battles told now: not the history recalled when
 * the table opens. Decision (docs/pace.md): a winter's revolts are not thrown
 * by themselves (a winter has many, and their lines say who won); the feed
 * offers each in the tower. A revolt in the season (rice or taxes claimed in a
 * province with unrest) is the human's battle like an attack: thrown, its line
 * waiting for the throw (issue 32: its winner was told while cubes fell).
 */
import { computed, nextTick, onBeforeUnmount, ref, watch, type ComputedRef, type Ref } from 'vue';
import { useGameStore } from '../../../stores/game';
import { useSettingsStore } from '../../../stores/settings';
import { recallDetector } from '../../../kit/table/recall';
import { battleToThrow, liveTower, throwsOf } from './live-tower';
import type { TowerBattle, TowerThrowEvent } from './TowerView.vue';

export function useTableTower(o: { events: ComputedRef<unknown[]>; hidden: Ref<boolean>; showsInFull: (seats: readonly number[]) => boolean }) {
  const game = useGameStore();
  const settings = useSettingsStore();
  const { events } = o;
  /** The tower's dialog (TowerDialog.vue), for the focus. */
  const dialog = ref<HTMLElement | null>(null);

  /** For each battle (by index), the throw that decided it. */
  const throwOf = computed(() => throwsOf(events.value));

  const live = liveTower({ pause: (on) => game.pause(on), speed: () => settings.animationSpeed });
  const watching = live.battle;
  /** The battle on the tower, also while it is hidden (its view keeps it until the next one). */
  const shownBattle = ref<number | null>(null);
  watch(watching, (key) => {
    if (key !== null) shownBattle.value = key;
  });
  /** The tower is made (it stays, hidden, once made). */
  const kept = ref(false);
  const open = computed(() => watching.value !== null && !o.hidden.value);
  const show = computed(() => {
    if (shownBattle.value === null) return null;
    const throwKey = throwOf.value.get(shownBattle.value);
    if (throwKey === undefined) return null;
    return { event: events.value[throwKey] as TowerThrowEvent, battle: events.value[shownBattle.value] as TowerBattle & { province: string } };
  });

  let returnFocus: HTMLElement | null = null;
  /** Open the tower (or move the open one on to this battle), the way back focused. */
  function openAt(key: number, how: 'live' | 'watch'): void {
    if (watching.value === null) returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    kept.value = true;
    if (how === 'live') live.throwLive(key);
    else live.watch(key);
    void nextTick(() => dialog.value?.querySelector<HTMLElement>('[data-testid="close-tower"]')?.focus());
  }

  const recallSeen = recallDetector(() => game.recalled);
  watch(
    () => events.value.length,
    (n, before) => {
      const isRecall = recallSeen();
      if (isRecall || before === undefined || n <= before || settings.reducedMotion || !live.canThrowLive() || o.hidden.value) return;
      const key = battleToThrow(events.value, before, throwOf.value, o.showsInFull);
      if (key !== null) openAt(key, 'live');
    },
  );
  onBeforeUnmount(() => {
    live.close();
    game.pause(false);
  });

  /**
   * Made ahead, unseen, once the human has a decision in front of them (the page is idle while they think): the
   * first battle of the game then does not wait for the tower's application (1–3 s on software WebGL, measured).
   */
  function makeAhead(): void {
    if (kept.value || settings.reducedMotion) return;
    const make = (): void => {
      kept.value = true;
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(make, { timeout: 3000 });
    else setTimeout(make, 1000);
  }

  return {
    dialog,
    live,
    watching,
    throwOf,
    kept,
    open,
    show,
    makeAhead,
    /** A battle from the feed, to watch again. */
    watch: (key: number): void => openAt(key, 'watch'),
    close: (): void => live.close(),
    /** The throw has landed. */
    thrown: (): void => live.thrown(),
    /** Closed: the focus goes back where it was (then `after`, e.g. to the decision). */
    onClosed(after: () => void): void {
      watch(watching, (key, before) => {
        if (key !== null || before === null) return;
        returnFocus?.focus();
        returnFocus = null;
        void nextTick(after);
      });
    },
  };
}
