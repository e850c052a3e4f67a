/**
 * Where the story is, for the header (issue 32): the view's year and season, or the newest season the feed has told
 * when that is later. The view on screen is the one before the move whose events the feed tells
 * (stores/event-queue.ts), so while "Year 1 ends" and "Year 2 begins" were told the header still said autumn of year 1.
 * Null: the view's own season stands.
 */
export function toldSeason(told: readonly unknown[], view: { year: number; season: number; phase: string }): { year: number; season: number } | null {
  if (view.phase === 'draft' || view.phase === 'over') return null;
  for (let i = told.length - 1; i >= 0; i--) {
    const e = told[i] as { type?: string; year?: number; season?: number } | null;
    const at =
      e?.type === 'season-started' ? { year: e.year!, season: e.season! }
      : e?.type === 'year-started' ? { year: e.year!, season: 0 }
      : e?.type === 'year-ended' ? { year: e.year!, season: 3 }
      : null;
    if (at) return at.year * 4 + at.season > view.year * 4 + view.season ? at : null;
  }
  return null;
}
