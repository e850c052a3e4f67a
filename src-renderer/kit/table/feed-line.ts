/** One line of a table's feed and log (kit/table/TableFeed.vue, TableLog.vue): an event told, in the game's words. */
export interface FeedLine {
  /** The event's place among the events told (its index). */
  key: number;
  text: string;
  /** The event's type: the line is styled `kind-<type>` (headings, battles). */
  kind: string;
  /** The line concerns a seat played at this screen. */
  mine: boolean;
  /** The key the table shows this event by again ("watch it again": a battle's dice or throw), or null. */
  watch: number | null;
  /** On a battle's last line: the battle's first key, to pin it again ("show battle", use-pinned-battle.ts). */
  battle?: number | null;
}
