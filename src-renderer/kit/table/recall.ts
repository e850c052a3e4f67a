/**
 * Tells a table whether a change of its event list came from recalling the
 * record (the table opened, a reload, Continue) rather than from play: the
 * game store counts recalled events per game, so a change of that count marks
 * a recall. Tables use it so that history is never opened as a live battle.
 */
export function recallDetector(recalled: () => Readonly<Record<number, number>>): () => boolean {
  const count = (): number => Object.values(recalled()).reduce((a, b) => a + b, 0);
  // What was recalled before the table was made is already in its list: only a later recall is one. (Starting from
  // "nothing seen", a table mounted after the recall (a slow page) took the player's first live battle for a recall
  // and never showed it in full: issue 21.)
  let seen = count();
  return () => {
    const now = count();
    const changed = now !== seen;
    seen = now;
    return changed;
  };
}
