/**
 * Refusals told by code (issue 25, typed errors) for all five games: every code an engine may give — its closed set
 * in errors.ts and the kernel's who-may-move codes, whose words are the kit's — has words in English and German, the
 * set is exactly the codes the engine's checks use, the words use only values every refusal of that code carries, and
 * a real refusal reaches the table in the player's language (kit/table/refusal.ts), not as the engine's English
 * sentence.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src-renderer/i18n';
import { refusalOf, refusalText, type Refusal } from '../../src-renderer/kit/table/refusal';
import { mbRefusal } from '../../src-renderer/games/mb-shogun/refusal-words';
import { refusalWords as kunitoriWords } from '../../src-renderer/games/kunitori/refusal-words';
import { JUNI_ERROR_CODES } from '../../src-shared/games/juni-tsuki/errors';
import { GEKOKUJO_ERROR_CODES } from '../../src-shared/games/gekokujo/errors';
import { HENN_ERROR_CODES } from '../../src-shared/games/henn-shogun/errors';
import { MB_ERROR_CODES } from '../../src-shared/games/mb-shogun/errors';
import { KUNITORI_ERROR_CODES } from '../../src-shared/games/kunitori/errors';
import { juniTsuki } from '../../src-shared/games/juni-tsuki/index';
import { gekokujo } from '../../src-shared/games/gekokujo/index';
import { hennShogun } from '../../src-shared/games/henn-shogun/index';
import { mbShogun } from '../../src-shared/games/mb-shogun/index';
import { kunitori } from '../../src-shared/games/kunitori/index';
import { firstRecruitState } from '../../src-shared/games/gekokujo/testing';
import { emptyGame, own } from '../../src-shared/games/henn-shogun/testing';
import { atWar, put, putArmy, run, scene } from '../../src-shared/games/mb-shogun/testing';
import { HOLES_PER_LEVEL } from '../../src-shared/games/mb-shogun/data/constants';
import { checkLevy } from '../../src-shared/games/mb-shogun/planning';
import { position } from '../../src-shared/games/kunitori/testing';
import { CARDS } from '../../src-shared/games/kunitori/data/cards';

/** The kernel's who-may-move codes (kernel/define-ruleset.ts checkWhoMayMove), given before a game's own checks. */
const KERNEL_CODES = ['game-over', 'bad-seat', 'bad-move', 'not-your-turn', 'wrong-move'];

const de = (k: string, p?: Record<string, string | number>): string => translate('de', k, p);
const en = (k: string, p?: Record<string, string | number>): string => translate('en', k, p);

/** The words of a code in a language: the game's own (or its plural forms), else the kit's; null when none. */
function wordsOf(locale: 'en' | 'de', game: string, code: string): string[] | null {
  for (const base of [`${game}.refusal.${code}`, `refusal.${code}`]) {
    const forms = [base, `${base}.one`, `${base}.other`].filter((k) => translate(locale, k) !== k);
    if (forms.length > 0) return forms.map((k) => translate(locale, k));
  }
  return null;
}

/**
 * Where each engine gives its codes: the files its validate.ts calls and the helper that names a code there. Kunitori
 * also gives `illegal-<type>` for each of its move types (errors.ts illegalCode).
 */
const GAMES = [
  { id: 'juni-tsuki', codes: JUNI_ERROR_CODES as readonly string[], helpers: ['E'], files: ['validate.ts'] },
  { id: 'gekokujo', codes: GEKOKUJO_ERROR_CODES as readonly string[], helpers: ['bad'], files: ['validate.ts'] },
  { id: 'henn-shogun', codes: HENN_ERROR_CODES as readonly string[], helpers: ['refuse'], files: ['validate.ts', 'planning.ts', 'draft.ts', 'bidding.ts', 'winter.ts'] },
  { id: 'mb-shogun', codes: MB_ERROR_CODES as readonly string[], helpers: ['refuse', 'no'], files: 'all' as const },
  { id: 'kunitori', codes: KUNITORI_ERROR_CODES as readonly string[], helpers: ['refuse'], files: ['validate.ts'] },
];

function sourcesOf(id: string, files: readonly string[] | 'all'): string[] {
  const dir = new URL(`../../src-shared/games/${id}/`, import.meta.url);
  const names = files === 'all' ? readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'errors.ts') : files;
  return names.map((f) => readFileSync(new URL(f, dir), 'utf8'));
}

/** Each `helper('code', message, { params })` of the sources: its code and the names of the params it passes. */
function refusalSites(sources: string[], helpers: string[]): { code: string; params: string[] }[] {
  const out: { code: string; params: string[] }[] = [];
  const call = new RegExp(`\\b(?:${helpers.join('|')})\\('([a-z-]+)',\\s*(?:\`[^\`]*\`|'[^']*'|"[^"]*")(?:,\\s*\\{([^}]*)\\})?\\)`, 'g');
  for (const text of sources) {
    for (const m of text.matchAll(call)) {
      // Top-level keys of the params object: `{ p: provinceName(p), n }` → p, n (commas inside calls do not split).
      const params: string[] = [];
      let depth = 0;
      let part = '';
      for (const ch of (m[2] ?? '') + ',') {
        if (ch === '(' || ch === '[') depth++;
        if (ch === ')' || ch === ']') depth--;
        if (ch === ',' && depth === 0) {
          const key = /^\s*([A-Za-z_]\w*)/.exec(part)?.[1];
          if (key) params.push(key);
          part = '';
        } else part += ch;
      }
      out.push({ code: m[1]!, params });
    }
  }
  return out;
}

describe.each(GAMES)('$id refusals by code', ({ id, codes, helpers, files }) => {
  const sources = sourcesOf(id, files);
  const sites = refusalSites(sources, helpers);
  const given = new Set(sources.flatMap((text) => [...text.matchAll(new RegExp(`\\b(?:${helpers.join('|')})\\('([a-z-]+)'`, 'g'))].map((m) => m[1]!)));

  it('every code has its own words in English and German', () => {
    for (const code of new Set([...KERNEL_CODES, ...codes])) {
      const english = wordsOf('en', id, code);
      const german = wordsOf('de', id, code);
      expect(english, `${id} ${code} in English`).not.toBeNull();
      expect(german, `${id} ${code} in German`).not.toBeNull();
      expect(german, `${id} ${code} is translated`).not.toEqual(english);
    }
  });

  it('the closed set is exactly the codes the engine’s checks give', () => {
    const used = new Set(given);
    if (id === 'kunitori') {
      const fields = readFileSync(new URL('../../src-shared/games/kunitori/validate.ts', import.meta.url), 'utf8').split('const MOVE_FIELDS')[1]!.split('};')[0]!;
      for (const m of fields.matchAll(/^\s+'?([a-z-]+)'?: \[/gm)) used.add(`illegal-${m[1]}`);
    }
    expect([...used].sort()).toEqual([...new Set(codes)].sort());
  });

  it('the words use only values that every refusal of that code carries', () => {
    for (const code of codes) {
      const carried = sites.filter((s) => s.code === code).map((s) => new Set(s.params));
      for (const locale of ['en', 'de'] as const) {
        for (const words of wordsOf(locale, id, code) ?? []) {
          for (const [, name] of words.matchAll(/\{(\w+)\}/g)) {
            // Kunitori's play and buy carry the card by a variable, not an object literal: checked by a real refusal below.
            if (id === 'kunitori' && name === 'card') continue;
            for (const site of carried) expect(site.has(name!), `${id} ${code} (${locale}) says {${name}}`).toBe(true);
          }
        }
      }
    }
  });
});

const told = (game: string, r: { ok: boolean; error?: { code: string; message: string; params?: Record<string, string | number> } }, t = de): string => {
  if (r.ok || !r.error) throw new Error('expected a refusal');
  return refusalText(game, refusalOf(r.error), t);
};

describe('a real refusal reaches the table in the player’s language', () => {
  it('Jūni-tsuki: recruiting more than the castles’ koku pays is told as recruit-koku with its numbers, in German', () => {
    const o = juniTsuki.parseOptions({ players: 3, years: 1 });
    if (!o.ok) throw new Error(o.error.message);
    const s = juniTsuki.setup(o.value, 'refusal');
    const seat = juniTsuki.pending(s)[0]!.seat;
    const v = juniTsuki.validate(s, seat, { type: 'recruit', amount: 999, point: 0 });
    expect(v).toMatchObject({ ok: false, error: { code: 'recruit-koku', params: { n: 999, cost: 999 } } });
    const shown = told('juni-tsuki', v);
    expect(shown).toMatch(/^999 Tausend Samurai kosten 999 Tausend Koku; deine Burgen haben \d+ Tausend \(höchstens \d+ Tausend Samurai\)\.$/);
    expect(v.ok || shown !== v.error.message).toBe(true);
  });

  it('Gekokujō: a castle outside one’s provinces is told as not-held, in German; the kernel’s wrong-move in the kit’s words', () => {
    const s = firstRecruitState(4, 'refusal');
    const seat = gekokujo.pending(s)[0]!.seat;
    const wrong = gekokujo.validate(s, seat, { type: 'march', from: 0, path: [1], d: 1, b: 0 });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
    expect(told('gekokujo', wrong)).toBe('Das ist nicht, was jetzt von dir verlangt wird.');
    // Province 0 is nobody's at the first recruit decision of this seed.
    const elsewhere = gekokujo.validate(s, seat, { type: 'castle', province: 0 });
    expect(elsewhere).toMatchObject({ ok: false, error: { code: 'not-held' } });
    expect(told('gekokujo', elsewhere)).toBe('Das muss eine Provinz sein, die du kontrollierst (für Anwerbungen: seit Beginn von Phase 1).');
  });

  it('Henn’s Shogun: a bid above one’s money is told with both numbers, in German and English', () => {
    const s = emptyGame({ players: 3 });
    s.players[0]!.money = 2;
    own(s, 0, 'mino', 2);
    const v = hennShogun.validate(s, 0, { type: 'plan', actions: { rice: 'mino', tax: 0, palace: 1, temple: 2, theatre: 4 }, bid: 3 });
    expect(v).toMatchObject({ ok: false, error: { code: 'bid-too-high', params: { bid: 3, money: 2 } } });
    expect(told('henn-shogun', v)).toBe('Du bietest 3 Münzen, hast aber nur 2.');
    expect(told('henn-shogun', v, en)).toBe('You bid 3 coins but have only 2.');
  });

  it('Henn’s Shogun: a move of the wrong kind is told in the kit’s words', () => {
    const o = hennShogun.parseOptions({ players: 3 });
    if (!o.ok) throw new Error(o.error.message);
    const s = hennShogun.setup(o.value, 'refusal');
    const { seat } = hennShogun.pending(s)[0]!;
    const v = hennShogun.validate(s, seat, { type: 'revolt-order', order: [] });
    expect(v).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
    expect(told('henn-shogun', v)).toBe('Das ist nicht, was jetzt von dir verlangt wird.');
  });

  it('MB’s Shogun: a march too far names the army and its level; a levy names the province and the unit, in German', () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', { spearman: 2 }, { hole: HOLES_PER_LEVEL });
    put(s, 0, 'dewa', { spearman: 3 });
    put(s, 0, 'echigo', { gunner: 1 });
    putArmy(s, 1, 0, 'satsuma', {});
    atWar(s, 0, 'a');
    const st = run(s).state;
    const v = mbShogun.validate(st, 0, { type: 'move-armies', marches: [{ army: 0, path: ['dewa', 'echigo', 'etchu'], garrison: { spearman: 1 } }] });
    expect(v).toMatchObject({ ok: false, error: { code: 'army-reach', params: { n: 1 } } });
    if (v.ok) return;
    expect(mbRefusal(v.error, de)).toBe('Armee 1 hat Stufe 2 und zieht höchstens so viele Provinzen weit.');
    expect(mbRefusal(v.error, en)).toBe('Army 1 has level 2: it moves at most that many provinces.');
    // A levy in a province without an army of one's own.
    const levy = checkLevy(s, 0, [{ province: 'dewa', unit: 'gunner', to: 'army' }]);
    expect(levy).toMatchObject({ ok: false, error: { code: 'no-army', params: { p: 'Dewa' } } });
    if (!levy.ok) expect(mbRefusal(levy.error, de)).toBe('In Dewa steht keine Armee von dir.');
  });

  it('MB’s Shogun: a unit and a troop in the words are the player’s language; a count picks singular or plural', () => {
    const full: Refusal = { message: 'The army card in Kai has no room for a gunner.', rule: 'army-full', params: { p: 'Kai', unit: 'gunner' } };
    expect(mbRefusal(full, de)).toBe(`Auf der Armeekarte in Kai ist kein Platz für weitere ${de('mb-shogun.unit.gunner')}.`);
    const room: Refusal = { message: '…', rule: 'ronin-room', params: { troop: 'force', p: 'Kai', n: 1 } };
    expect(mbRefusal(room, de)).toBe('Die Provinztruppe in Kai nimmt höchstens 1 Ronin auf (einen weniger als reguläre Einheiten).');
    expect(mbRefusal({ message: '…', rule: 'wrong-count', params: { n: 1, k: 2 } }, en)).toBe('Remove exactly 1 unit, not 2.');
    expect(mbRefusal({ message: '…', rule: 'wrong-count', params: { n: 3, k: 2 } }, de)).toBe('Nimm genau 3 Einheiten heraus, nicht 2.');
  });

  it('Kunitori: a card the purse cannot buy is named in the player’s language', () => {
    const GOLD = CARDS.findIndex((c) => c.key === 'gold');
    const DORF = CARDS.findIndex((c) => c.key === 'dorf');
    const FESTUNG = CARDS.findIndex((c) => c.key === 'festung');
    const s = position({ hands: { 0: [GOLD, DORF] } });
    const v = kunitori.validate(s, 0, { type: 'buy', card: FESTUNG });
    expect(v).toMatchObject({ ok: false, error: { code: 'illegal-buy', params: { card: FESTUNG } } });
    if (v.ok) return;
    const shown = refusalText('kunitori', refusalOf(v.error), de, kunitoriWords);
    expect(shown).toBe(`Du kannst ${de('kunitori.cardName.festung')} jetzt nicht kaufen (kein Kauf übrig, nicht genug Geld oder der Stapel ist leer).`);
    expect(shown).not.toContain(v.error.message);
  });

  it('a refusal without a rule code (the connection) keeps the host’s sentence; an unknown code too', () => {
    expect(refusalText('juni-tsuki', { message: 'The connection was lost.', rule: null }, de)).toBe('The connection was lost.');
    expect(refusalText('kunitori', { message: 'Something new.', rule: 'from-a-newer-build' }, de)).toBe('Something new.');
  });
});
