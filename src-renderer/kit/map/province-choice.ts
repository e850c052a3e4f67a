/**
 * "A province was chosen on the map": the kit's one signal from a click (or
 * Enter on a province's button) to whatever decision panel is open. The map
 * never knows what a choice means; a panel listens and does what its own
 * legal options allow (select a source, a target, an answer) — the renderer
 * decides no rules here. One map is in play at a time, so one signal serves.
 */
import { getCurrentInstance, onBeforeUnmount, shallowRef, watch } from 'vue';

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
