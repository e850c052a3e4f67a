/**
 * The labels in the player's current language, for components. Kept apart
 * from labels.ts so that module stays free of Vue and the dictionaries'
 * Vite-only loading (tests outside Vite import it).
 */
import { useI18n } from '../../i18n';
import { hennLabels, type HennLabels } from './labels';

export function useHennLabels(): HennLabels {
  const { t, tn } = useI18n();
  return hennLabels(t, tn);
}
