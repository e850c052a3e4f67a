/**
 * A bot level's tuning parameters (the arena's `--bot hard:rate=200,cap=off`,
 * `Bot.withParams`) declared once as a schema, read by one parser: each game's
 * Hard bot used to parse its own with the same checks written again.
 */

/** One parameter: a number (≥ min; `positive`: > 0; `integer`: whole), a switch ('on'/'off' → boolean), or a choice. */
export type BotParamSpec =
  | { kind: 'number'; min?: number; positive?: boolean; integer?: boolean }
  | { kind: 'switch' }
  | { kind: 'choice'; values: readonly string[] };

export type BotParamSchema = Readonly<Record<string, BotParamSpec>>;

/**
 * The parameters as typed values, by the schema. `prefixed` accepts families
 * of keys (e.g. 'w.' → `w.castle=40`) by the spec given for their prefix.
 * Throws an Error naming the bot, the key and what it takes (the arena prints it).
 */
export function parseBotParams(
  bot: string,
  schema: BotParamSchema,
  params: Readonly<Record<string, string>>,
  prefixed: Readonly<Record<string, { spec: BotParamSpec; keys: readonly string[] }>> = {},
): Record<string, number | boolean | string> {
  const out: Record<string, number | boolean | string> = {};
  for (const [key, raw] of Object.entries(params)) {
    const prefix = Object.keys(prefixed).find((p) => key.startsWith(p) && prefixed[p]!.keys.includes(key.slice(p.length)));
    const spec = schema[key] ?? (prefix ? prefixed[prefix]!.spec : undefined);
    if (!spec) {
      const known = [...Object.keys(schema), ...Object.entries(prefixed).map(([p, f]) => `${p}<${f.keys.join('|')}>`)];
      throw new Error(`${bot}: unknown parameter '${key}' (known: ${known.join(', ')})`);
    }
    out[key] = valueOf(bot, key, spec, raw);
  }
  return out;
}

function valueOf(bot: string, key: string, spec: BotParamSpec, raw: string): number | boolean | string {
  switch (spec.kind) {
    case 'switch':
      if (raw !== 'on' && raw !== 'off') throw new Error(`${bot}: ${key} is 'on' or 'off', not '${raw}'`);
      return raw === 'on';
    case 'choice':
      if (!spec.values.includes(raw)) throw new Error(`${bot}: ${key} is ${spec.values.map((v) => `'${v}'`).join(' or ')}, not '${raw}'`);
      return raw;
    case 'number': {
      const x = Number(raw);
      const whole = spec.integer ? 'a whole number' : 'a number';
      const ok = raw.trim() !== '' && Number.isFinite(x) && (!spec.integer || Number.isInteger(x)) && (spec.positive ? x > 0 : spec.min === undefined || x >= spec.min);
      if (!ok) throw new Error(`${bot}: ${key} must be ${spec.positive ? `a positive ${whole.slice(2)}` : spec.min !== undefined ? `${whole} ≥ ${spec.min}` : whole}, not '${raw}'`);
      return x;
    }
  }
}
