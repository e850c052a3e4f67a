/**
 * Marching in Jūni-tsuki's month on the point map: a group selected (on the
 * map or in the act panel) shows where its march can go; a click or a drop
 * there marches (the act panel makes the move, one home for how a march is
 * made); the plans drawn on the map (kit/map/plan-draft.ts) are the march the
 * panel composes (to the destination pointed at) and the marches this seat
 * already made this month (told so far), the last with a × when Undo would
 * take it back. The map opens on the human's groups and Daimyō (hotseat:
 * the seat deciding).
 */
import { computed, ref, watch, type ComputedRef, type Ref } from 'vue';
import { POINTS, type JuniView } from '@shared/games/juni-tsuki/public';
import { MB_PROVINCES } from '@shared/maps/mb-board';
import { useI18n } from '../../../i18n';
import { useGameStore } from '../../../stores/game';
import { usePlanArrows } from '../../../kit/map/use-plan-arrows';
import type { PlannedMarch } from '../../../kit/map/plan-draft';
import type { ActOptions } from '../act-options';
import { thousands } from '../telling';
import { juniSentMarches } from './plan-marches';

export function useMarchOnMap(o: {
  acting: Ref<{ seat: number; kind: string; view: JuniView } | null>;
  options: ComputedRef<ActOptions | null>;
  shown: ComputedRef<JuniView | null>;
  me: ComputedRef<number | null>;
  hidden: Ref<boolean>;
  over: () => boolean;
  events: ComputedRef<unknown[]>;
  name: (seat: number) => string;
  /** The act panel, which makes the march. */
  panel: () => { march(point: number): void; draft: PlannedMarch | null } | null;
}) {
  const { t } = useI18n();
  const game = useGameStore();
  const { acting, options } = o;
  const private_ = o.hidden;
const selected = ref<number | null>(null);
watch(
  () => `${acting.value?.seat}:${game.shownView?.ply}`,
  () => {
    if (selected.value !== null && !options.value?.marches.has(`${selected.value}/${acting.value?.seat}`) && ![...(options.value?.marches.keys() ?? [])].some((k) => k.startsWith(`${selected.value}/`))) selected.value = null;
  },
);
const selectedGroupKey = computed(() => [...(options.value?.marches.keys() ?? [])].find((k) => k.startsWith(`${selected.value}/`)) ?? null);
const targets = computed(() => {
  const key = selectedGroupKey.value;
  const to = key ? options.value?.marches.get(key) : undefined;
  return new Map([...(to?.keys() ?? [])].map((p) => [p, t('juni-tsuki.act.cost', { n: 1 })]));
});
function onPoint(point: number): void {
  if (acting.value?.kind !== 'act' || private_.value) return;
  if (targets.value.has(point)) o.panel()?.march(point);
  else selected.value = [...(options.value?.marches.keys() ?? [])].some((k) => k.startsWith(`${point}/`)) ? point : null;
}

/** Drag to march: a group dropped on a point its march can reach goes there (the same move as clicking it). */
function onDrop(from: number, to: number): void {
  if (acting.value?.kind !== 'act' || private_.value || selected.value !== from) return;
  if (targets.value.has(to)) o.panel()?.march(to);
}
/** The points a march can start from, with the ghost's words (the group's thousands). */
const dragFrom = computed(() => {
  const out = new Map<number, string>();
  if (acting.value?.kind !== 'act' || private_.value) return out;
  const v = acting.value.view;
  for (const key of options.value?.marches.keys() ?? []) {
    const [point, owner] = key.split('/').map(Number) as [number, number];
    if (!out.has(point)) out.set(point, thousands(v.points[point]?.find((g) => g.o === owner)?.n ?? 0, t));
  }
  return out;
});

/**
 * Plans on the map (kit/map/plan-draft.ts): the march the act panel composes (to the destination pointed at), and
 * the marches this seat already made this month (told so far), the last with a × when Undo would take it back.
 */
const pointed = ref<number | null>(null);
const marching = (): boolean => acting.value?.kind === 'act' && !private_.value && !o.over();
const plan = usePlanArrows({
  draft: () => (marching() ? (o.panel()?.draft ?? null) : null),
  sent: () => (marching() && acting.value ? juniSentMarches(o.events.value, acting.value.seat, o.name, t) : null),
  clearDraft: () => (selected.value = null),
});

/** The map opens on the human's groups and Daimyō (hotseat: the seat deciding). */
const home = computed(() => {
  const seat = acting.value?.seat ?? o.me.value;
  const v = o.shown.value;
  if (seat === null || seat === undefined || !v) return [];
  const provinces = new Set<number>(v.daimyo.filter((d) => d.owner === seat).map((d) => d.province));
  v.points.forEach((list, point) => {
    if (list.some((g) => g.o === seat)) for (const q of POINTS[point]?.provinces ?? []) provinces.add(q);
  });
  return [...provinces].map((q) => MB_PROVINCES[q]!.id);
});
  return { home, selected, targets, onPoint, onDrop, dragFrom, pointed, plan };
}
