/**
 * How an animation of the engine's result plays (a game's throw, the dice
 * tray's roll): at the settings' animation speed unless the view's own speed
 * buttons chose another, at once under reduced motion, and Escape skips to
 * the end. One home for these rules; PlaybackControls.vue is their buttons.
 */
import { computed, onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue';
import { useSettingsStore } from '../../stores/settings';

export function usePlayback(options: { speed: () => number | undefined; reducedMotion: () => boolean | undefined; playing: Ref<boolean>; skip: () => void }) {
  const settings = useSettingsStore();
  const chosenSpeed = ref<number>(options.speed() ?? settings.animationSpeed);
  const reduced = computed(() => options.reducedMotion() ?? settings.reducedMotion);
  watch(options.speed, (value) => {
    if (value !== undefined) chosenSpeed.value = value;
  });
  watch(
    () => settings.animationSpeed,
    (value) => {
      if (options.speed() === undefined) chosenSpeed.value = value;
    },
  );
  const onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && options.playing.value) {
      e.preventDefault();
      options.skip();
    }
  };
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
  return { chosenSpeed, reduced };
}
