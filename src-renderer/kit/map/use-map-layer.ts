/**
 * A game's board on the map kit: its piece layer kept on the game's board model as it changes, the canvas frame
 * (the root element of `MapCanvas`, bound with `ref="root"`) for pointer work, and what the board offers the browser
 * tests on that frame (`probes`: a province's or a point's place on the canvas in plain numbers, as the map lab reads
 * its labels). One home for what every map game's board wired by hand.
 */
import { onMounted, ref, watch } from 'vue';
import type MapCanvas from './MapCanvas.vue';

type Probe = (at: never) => [number, number] | null;

export function useMapLayer<M>(layer: { setModel(model: M): void }, model: () => M, probes: Record<string, Probe> = {}) {
  watch(model, (m) => layer.setModel(m));
  const root = ref<InstanceType<typeof MapCanvas> | null>(null);
  const frame = (): HTMLElement | null => (root.value?.$el ?? null) as HTMLElement | null;
  onMounted(() => {
    const el = frame();
    if (el) Object.assign(el, probes);
  });
  return { root, frame };
}
