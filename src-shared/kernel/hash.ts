/**
 * State hashes for replay checkpoints: canonical JSON (object keys sorted) fed
 * to two independent 32-bit FNV-1a/murmur-mixed lanes, printed as 16 hex
 * digits. Integer maths only, so identical in every process and engine.
 */

/** JSON with object keys sorted, so equal states always give equal text. */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  write(value, parts);
  return parts.join('');
}

function write(value: unknown, out: string[]): void {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
    out.push(value === undefined ? 'null' : JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((v, i) => {
      if (i) out.push(',');
      write(v, out);
    });
    out.push(']');
    return;
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  out.push('{');
  keys.forEach((k, i) => {
    if (i) out.push(',');
    out.push(JSON.stringify(k), ':');
    write(obj[k], out);
  });
  out.push('}');
}

function lane(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hashText(text: string): string {
  const a = lane(text, 0x811c9dc5);
  const b = lane(text, 0x2545f491 ^ text.length);
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export function hashState(state: unknown): string {
  return hashText(canonicalJson(state));
}
