/**
 * A refused move in the player's language: the rule's code (errors.ts of the engine, or the kernel's who-may-move
 * codes) picks the words from messages/refusals.ts. Only a refusal without a rule code (the connection, the host)
 * keeps the host's own sentence; no engine sentence is read.
 */
export function refusalText(error: { message: string; rule: string | null }, t: (key: string) => string): string {
  if (!error.rule) return error.message;
  const key = `juni-tsuki.refusal.${error.rule}`;
  const text = t(key);
  return text === key ? error.message : text;
}
