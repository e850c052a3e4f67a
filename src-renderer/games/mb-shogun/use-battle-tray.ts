/**
 * The battle on Milton Bradley's dice tray, and the ORDER rule it keeps: a
 * removal's dice are told together (at once, in the feed's words), then the
 * story waits while the tray rolls them, so no casualty, no "Hits to take",
 * no province's colour shows before the dice that decide it have landed: the
 * feed holds back the lines after the roll's last die (`holdFrom`), the tray
 * its losses, and the decision its panel (`rolling`). The tray's `settled`
 * lets it go on (`release`); a tray that cannot draw (no WebGL) lets go by
 * itself (kit/table/story-hold.ts).
 */
import { computed, ref, watch, type ComputedRef } from 'vue';
import { useGameStore } from '../../stores/game';
import { useSettingsStore } from '../../stores/settings';
import { useStoryHold } from '../../kit/table/story-hold';
import { battleOnShow, rollEnd, type BattleStory } from './battle-steps';

export function useBattleTray(o: { events: ComputedRef<unknown[]>; inFull: (b: BattleStory) => boolean }) {
  const game = useGameStore();
  const settings = useSettingsStore();
  const story = useStoryHold();
  /** A roll of a battle shown in full is on the tray and has not landed. */
  const rolling = story.held;
  /** While a roll tumbles on the tray: the index of its last die. What was told after it (its casualties) waits until it lands. */
  const holdAfter = ref<number | null>(null);
  /** A finished battle the table has left for a decision of the human: it does not come back on the tray after it. */
  const leftBattle = ref(-1);
  /**
   * The battle being told, or the one shown in full just told: its outcome stays on the tray while the bots' battles
   * after it are told by their results, and while a few other lines are told (battle-steps.ts `battleOnShow`).
   */
  const battle = computed(() => battleOnShow(o.events.value, o.inFull, leftBattle.value));
  /** The battle began at this table (not recalled history from before it opened): all its rolls are news. */
  const fresh = computed(() => (battle.value?.index ?? -1) >= (game.recalled[game.shownView?.seat ?? -1] ?? 0));

  watch(
    () => [battle.value?.index ?? -1, battle.value?.steps.length ?? 0] as const,
    ([index, n], [indexBefore, before]) => {
      const b = battle.value;
      // A new roll: the battle's next removal, or the first of another battle.
      if (!b || n === 0 || (index === indexBefore && n <= before) || settings.reducedMotion || game.jumping) return;
      if (!o.inFull(b)) return;
      story.hold();
      // The first roll not yet shown (the tray shows the rest in turn, and says which: `showing`): a battle told live
      // from its first (its start comes with its first roll), recalled history its newest.
      // A roll without a hit goes on the tray with the rolls told after it (battle-steps.ts `rollEnd`): their lines too.
      holdAfter.value = b.steps[rollEnd(b.steps, index === indexBefore ? before : fresh.value ? 0 : n - 1)]!.lastKey;
    },
  );
  function release(): void {
    story.release();
    holdAfter.value = null;
  }
  // Skip tells everything at once: no roll is waited for any more.
  watch(
    () => game.jumping,
    (jumping) => jumping && rolling.value && release(),
  );
  return {
    battle,
    fresh,
    rolling,
    release,
    /** The feed's lines from this key on wait for the roll on the tray. */
    holdFrom: (key: number): boolean => rolling.value && holdAfter.value !== null && key > holdAfter.value,
    /** The tray shows the roll ending at this die. */
    showing(lastDie: number): void {
      if (rolling.value) holdAfter.value = lastDie;
    },
    /** The table left the finished battle for a decision: it does not come back on the tray. */
    leave(): void {
      if (battle.value?.ended) leftBattle.value = battle.value.index;
    },
  };
}
