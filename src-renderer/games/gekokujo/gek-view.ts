/**
 * Reading Gekokujō's seat view in the renderer: the view's type guard, what a
 * hotseat table shows while nobody has claimed the screen (the seat's own
 * treasury, stored Koku and covert mission face down), province names and
 * the small sums a panel shows (province counts, unit totals). Legality is
 * the engine's: the panels ask src-shared/games/gekokujo's own helpers.
 */
import { PROVINCES_TO_WIN, type GekokujoView, type Stack } from '@shared/games/gekokujo/public';
import { MB_PROVINCES } from '@shared/maps/mb-board';

export function asGekView(raw: unknown): GekokujoView | null {
  const v = raw as Partial<GekokujoView> | null;
  return v && typeof v === 'object' && Array.isArray(v.units) && Array.isArray(v.players) && typeof v.step === 'string' && Array.isArray(v.heldAtPhase1) ? (v as GekokujoView) : null;
}

export const provinceName = (p: number): string => MB_PROVINCES[p]?.name ?? `#${p}`;
export const provinceId = (p: number): string => MB_PROVINCES[p]?.id ?? String(p);

export const contested = (v: GekokujoView, p: number): boolean => v.units[p]!.filter((s) => s.d + s.b > 0).length > 1;

export function unitTotals(v: GekokujoView, seat: number): Stack {
  const out: Stack = { d: 0, b: 0 };
  for (const row of v.units) {
    out.d += row[seat]!.d;
    out.b += row[seat]!.b;
  }
  return out;
}

export const provincesToWin = (v: GekokujoView): number => PROVINCES_TO_WIN[v.players.length] ?? 20;

/** The public view is the engine's (view.ts): the tables hand it to the table shell. */
export { publicView } from '@shared/games/gekokujo/public';
