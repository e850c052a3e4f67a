/** What a drawn card face shows at its foot (kit/cards/PlayingCard.vue). */
export interface CardStat {
  /** Short label, e.g. "ATK" or "VP". */
  label: string;
  value: string | number;
  /** Spoken/hover text for the label. */
  title?: string;
}
