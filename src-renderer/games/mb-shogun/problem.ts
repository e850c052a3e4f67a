/** An engine's refusal in the player's language: by its code where we have words for it, else the engine's own (English) message. */
import type { Translate } from '../renderer-game';

export function problemText(error: { code: string; message: string }, t: Translate): string {
  const key = `mb-shogun.problem.${error.code}`;
  const text = t(key);
  return text === key ? error.message : text;
}
