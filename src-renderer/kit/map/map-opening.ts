import type { PlanArrow } from './plan-arrows';

/**
 * What a table hands its board for the map kit's canvas (MapCanvas.vue), to bind on it as it is: where the map opens
 * (the human's provinces, and whose they are: a new one, the map goes there) and the plan drawn on it as arrows.
 */
export interface MapOpening {
  home?: readonly string[];
  homeKey?: string | null;
  plans?: readonly PlanArrow[];
}
