/**
 * Undo for the table (docs/undo.md): whether the seat on screen may take back
 * its last decision, asked of the host whenever the game moves (the rule
 * lives in the host: src-shared/kernel/take-back.ts), and taking it back.
 * Kept out of the game store: the store tells moves, this only asks and acts.
 */
import { computed, effectScope, onScopeDispose, ref, watch, type EffectScope } from 'vue';
import type { UndoStatus } from '@shared/contract/messages';
import { getApi } from '../../api';
import { describeError } from '../../stores/errors';
import { useGameStore } from '../../stores/game';

/**
 * When to ask the host whether the seat may take back its last decision. The host
 * replays the whole game to answer, in the game's queue, and the bots' moves wait
 * behind it: with a bot still to move, a check asked between two bot moves held
 * them 1.5–20 s at load 20 on a 2-core machine (a map game's measured waits, issue 21).
 * So never while another seat (a bot) must still move: the next move asks again.
 * At once when the seat must decide (or nothing was asked yet), else once the
 * burst has settled.
 */
export function undoAsk(o: { botsToMove: boolean; mustDecide: boolean; asked: boolean }): 'now' | 'settled' | 'later' {
  if (o.botsToMove) return 'later';
  return o.mustDecide || !o.asked ? 'now' : 'settled';
}

export function useUndo() {
  const game = useGameStore();
  const status = ref<UndoStatus | null>(null);
  const working = ref(false);
  const failed = ref<string | null>(null);
  /** How many moves the last take-back took away (for the line that says so), or null. */
  const done = ref<number | null>(null);

  /** The seat this screen plays; several held seats = hotseat (no undo, the rule says why). */
  const held = computed(() => game.latest.map((v) => v.seat));
  const seat = computed(() => (held.value.length === 1 ? held.value[0]! : null));
  /** The newest ply of the held seats: a new one asks again. */
  const ply = computed(() => Math.max(-1, ...game.latest.map((v) => v.ply)));

  let asked = 0;
  async function refresh(): Promise<void> {
    const id = game.gameId;
    if (!id || held.value.length === 0) {
      status.value = null;
      return;
    }
    if (seat.value === null) {
      status.value = { allowed: false, reason: 'people', takeBacks: [] };
      return;
    }
    const mine = ++asked;
    try {
      const answer = await getApi().client.call({ type: 'undoStatus', gameId: id, seat: seat.value });
      if (mine === asked) status.value = answer;
    } catch {
      // The next move asks again; until then the button stays as it was.
    }
  }
  /**
   * The host replays the game to answer (0.1–0.5 s for a long game on this
   * 2-core machine under load): asked at once when the seat must decide, and
   * once a burst of bot moves has settled otherwise, not after every one.
   */
  let settle: ReturnType<typeof setTimeout> | null = null;
  const mustDecide = computed(() => game.latest.some((v) => v.pending.some((d) => d.seat === v.seat)));
  const botsToMove = computed(() => game.latest.some((v) => v.pending.some((d) => !held.value.includes(d.seat))));
  watch(
    [() => game.gameId, ply, () => held.value.join(',')],
    () => {
      if (settle) clearTimeout(settle);
      settle = null;
      const when = undoAsk({ botsToMove: botsToMove.value, mustDecide: mustDecide.value, asked: status.value !== null });
      if (when === 'now') void refresh();
      else if (when === 'settled') settle = setTimeout(() => void refresh(), 600);
    },
    { immediate: true },
  );
  onScopeDispose(() => {
    if (settle) clearTimeout(settle);
  });

  const allowed = computed(() => !!status.value?.allowed && !working.value && !game.submitting);

  /** Take the last decision back, then reopen the table at the earlier position (its feed without the moves taken back). */
  async function undo(): Promise<void> {
    const id = game.gameId;
    if (!allowed.value || !id || seat.value === null) return;
    working.value = true;
    failed.value = null;
    try {
      const res = await getApi().client.call({ type: 'undoMove', gameId: id, seat: seat.value });
      await game.open(id);
      done.value = res.moves;
    } catch (e) {
      failed.value = describeError(e).detail;
      void refresh();
    } finally {
      working.value = false;
    }
  }

  return { status, allowed, working, failed, done, undo, refresh };
}

/** Why Undo is refused, in words (the button's line and the plan arrows' tooltips say the same). */
export function refusalWords(status: UndoStatus, t: (key: string) => string): string {
  return t(`undo.refused.${status.reason ?? 'no-move'}`);
}

/**
 * One Undo for the whole table: the game bar's button and the plan arrows' × (kit/map/use-plan-arrows.ts) ask the
 * host once per move and take back through the same call, so they never disagree. Kept while anyone uses it.
 */
let shared: { scope: EffectScope; api: ReturnType<typeof useUndo>; users: number } | null = null;
export function useSharedUndo(): ReturnType<typeof useUndo> {
  if (!shared) {
    const scope = effectScope(true);
    shared = { scope, api: scope.run(() => useUndo())!, users: 0 };
  }
  const mine = shared;
  mine.users++;
  onScopeDispose(() => {
    if (--mine.users > 0) return;
    mine.scope.stop();
    if (shared === mine) shared = null;
  });
  return mine.api;
}
