/**
 * "A province was chosen on the map": the kit's one signal from a click (or
 * Enter on a province's button) to whatever decision panel is open. The map
 * never knows what a choice means; a panel listens and does what its own
 * legal options allow (select a source, a target, an answer) — the renderer
 * decides no rules here. One map is in play at a time, so one signal serves.
 */
import { getCurrentInstance, onBeforeUnmount, ref, shallowRef, watch, type Ref } from 'vue';

/** The latest choice; `n` counts so choosing the same province twice is heard twice. */
const chosen = shallowRef<{ id: string; n: number } | null>(null);

export function chooseProvince(id: string): void {
  chosen.value = { id, n: (chosen.value?.n ?? 0) + 1 };
}

/** Calls `handler` with every province chosen from now on, until the calling component unmounts. */
export function onProvinceChosen(handler: (id: string) => void): () => void {
  const stop = watch(chosen, (c) => c && handler(c.id), { flush: 'sync' });
  if (getCurrentInstance()) onBeforeUnmount(stop);
  return stop;
}

/**
 * Two clicks make a move (march, attack): a click on a source selects it, a
 * click on one of its targets makes the move there. What a source is, where
 * it may go and what a move does are the panel's own (its legal options);
 * this only keeps which source is selected. After a move the target stays
 * selected when it is a source again (an army with steps left goes on).
 */
export function useClickToMove(o: { sources: () => readonly string[]; targetsOf: (from: string) => readonly string[]; move: (from: string, to: string) => unknown }): { selected: Ref<string | null> } {
  const selected = ref<string | null>(null);
  onProvinceChosen((id) => {
    const from = selected.value;
    if (from !== null && from !== id && o.targetsOf(from).includes(id)) {
      o.move(from, id);
      selected.value = o.sources().includes(id) ? id : null;
    } else if (o.sources().includes(id)) selected.value = from === id ? null : id;
    else selected.value = null;
  });
  // A source that is no longer one (its move was made from the panel) is not selected any more.
  watch(
    () => o.sources(),
    (list) => {
      if (selected.value !== null && !list.includes(selected.value)) selected.value = null;
    },
  );
  return { selected };
}
