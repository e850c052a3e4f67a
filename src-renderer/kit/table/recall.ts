/**
 * Tells a table whether a change of its event list came from recalling the
 * record (the table opened, a reload, Continue) rather than from play: the
 * game store counts recalled events per game, so a change of that count marks
 * a recall. Tables use it so that history is never opened as a live battle.
 */
export function recallDetector(recalled: () => Readonly<Record<number, number>>): () => boolean {
  let seen = -1;
  return () => {
    const count = Object.values(recalled()).reduce((a, b) => a + b, 0);
    const changed = count !== seen;
    seen = count;
    return changed;
  };
}
