/** One answer of a decision as a button (ChoiceButtons.vue): its id (the test id's tail), words and marks. */
export interface ButtonChoice {
  id: string | number;
  label: string;
  /** Drawn as the main or suggested answer. */
  primary?: boolean;
  /** A toggle's state (aria-pressed); absent: a plain button. */
  pressed?: boolean;
  /** Picked by a click on the map. */
  chosen?: boolean;
}
