/**
 * Refusals told by code (issue 25, typed errors) for Jūni-tsuki and Gekokujō: every code an engine may give — its
 * closed set in errors.ts and the kernel's who-may-move codes — has words in English and German, the set is exactly
 * the codes validate.ts uses, and a real refusal reaches the table in the player's language, not as the engine's
 * English sentence.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src-renderer/i18n';
import { refusalText as juniText } from '../../src-renderer/games/juni-tsuki/refusal';
import { refusalText as gekText } from '../../src-renderer/games/gekokujo/refusal';
import { JUNI_ERROR_CODES } from '../../src-shared/games/juni-tsuki/errors';
import { GEKOKUJO_ERROR_CODES } from '../../src-shared/games/gekokujo/errors';
import { juniTsuki } from '../../src-shared/games/juni-tsuki/index';
import { gekokujo } from '../../src-shared/games/gekokujo/index';
import { firstRecruitState } from '../../src-shared/games/gekokujo/testing';

/** The kernel's who-may-move codes (kernel/define-ruleset.ts checkWhoMayMove), given before a game's own checks. */
const KERNEL_CODES = ['game-over', 'bad-seat', 'bad-move', 'not-your-turn', 'wrong-move'];

const GAMES = [
  { id: 'juni-tsuki', codes: JUNI_ERROR_CODES as readonly string[], helper: 'E' },
  { id: 'gekokujo', codes: GEKOKUJO_ERROR_CODES as readonly string[], helper: 'bad' },
];

describe.each(GAMES)('$id refusals by code', ({ id, codes, helper }) => {
  it('every code has its own words in English and German', () => {
    for (const code of new Set([...KERNEL_CODES, ...codes])) {
      const key = `${id}.refusal.${code}`;
      const en = translate('en', key);
      const de = translate('de', key);
      expect(en, key).not.toBe(key);
      expect(de, key).not.toBe(key);
      expect(de, `${key} is translated`).not.toBe(en);
    }
  });

  it('the closed set is exactly the codes validate.ts gives', () => {
    const source = readFileSync(new URL(`../../src-shared/games/${id}/validate.ts`, import.meta.url), 'utf8');
    const used = new Set([...source.matchAll(new RegExp(`\\b${helper}\\('([a-z-]+)'`, 'g'))].map((m) => m[1]!));
    expect([...used].sort()).toEqual([...new Set(codes)].sort());
  });
});

describe('a real refusal reaches the table in the player’s language', () => {
  it('Jūni-tsuki: recruiting more than the castles’ koku pays is told as no-koku, in German', () => {
    const o = juniTsuki.parseOptions({ players: 3, years: 1 });
    if (!o.ok) throw new Error(o.error.message);
    const s = juniTsuki.setup(o.value, 'refusal');
    const seat = juniTsuki.pending(s)[0]!.seat;
    const v = juniTsuki.validate(s, seat, { type: 'recruit', amount: 999, point: 0 });
    expect(v).toMatchObject({ ok: false, error: { code: 'no-koku' } });
    if (v.ok) return;
    const shown = juniText({ message: v.error.message, rule: v.error.code }, (k) => translate('de', k));
    expect(shown).toBe('Nicht genug Koku in deinen Burgen.');
    expect(shown).not.toBe(v.error.message);
  });

  it('Gekokujō: a castle outside one’s provinces is told as not-held, in German; the kernel’s wrong-move too', () => {
    const s = firstRecruitState(4, 'refusal');
    const seat = gekokujo.pending(s)[0]!.seat;
    const wrong = gekokujo.validate(s, seat, { type: 'march', from: 0, path: [1], d: 1, b: 0 });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
    if (!wrong.ok) expect(gekText({ message: wrong.error.message, rule: wrong.error.code }, (k) => translate('de', k))).toBe('Das ist nicht, was jetzt von dir verlangt wird.');
    // Province 0 is nobody's at the first recruit decision of this seed.
    const elsewhere = gekokujo.validate(s, seat, { type: 'castle', province: 0 });
    expect(elsewhere).toMatchObject({ ok: false, error: { code: 'not-held' } });
    if (elsewhere.ok) return;
    const shown = gekText({ message: elsewhere.error.message, rule: elsewhere.error.code }, (k) => translate('de', k));
    expect(shown).toBe('Das muss eine Provinz sein, die du kontrollierst (für Anwerbungen: seit Beginn von Phase 1).');
    expect(shown).not.toBe(elsewhere.error.message);
  });

  it('a refusal without a rule code (the connection) keeps the host’s sentence', () => {
    expect(juniText({ message: 'The connection was lost.', rule: null }, (k) => translate('de', k))).toBe('The connection was lost.');
  });
});
