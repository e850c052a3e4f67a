/**
 * A card's text as its face prints it (card-words.ts, built from the effects in data/cards.ts): one line per effect in
 * printed order, a count's singular or plural, then the card's standing rules, in English and German.
 */
import { describe, expect, it } from 'vitest';
import { BOGENSCHUETZEN, DORF, ENTWICKLUNG, LANDESVERMESSUNG, SHIMAZU, TAKEDA } from '@shared/games/kunitori/public';
import { translate } from '../../i18n';
import { cardLines } from './card-words';

const linesIn = (locale: 'en' | 'de', id: number): string[] => cardLines(id, (key, params) => translate(locale, key, params));

describe('a Kunitori card’s text', () => {
  it('says one card in the singular and three in the plural', () => {
    expect(linesIn('en', TAKEDA)).toEqual(['+1 card']);
    expect(linesIn('en', SHIMAZU)).toEqual(['+3 cards']);
    expect(linesIn('de', TAKEDA)).toEqual(['Karte ziehen +1']);
    expect(linesIn('de', SHIMAZU)).toEqual(['Karten ziehen +3']);
  });
  it('lists the effects, then what the card is (deployable), with the effect’s numbers and card', () => {
    expect(linesIn('en', BOGENSCHUETZEN)).toEqual(['+2 actions', 'Deployable']);
    expect(linesIn('de', BOGENSCHUETZEN)).toEqual(['Aktionen +2', 'Aufstellbar']);
    expect(linesIn('en', ENTWICKLUNG)).toEqual(['Choose: +1 money, or scrap this card for +3 money']);
    expect(linesIn('de', LANDESVERMESSUNG)).toEqual(['Nimm ein Silber auf die Hand']);
    expect(linesIn('en', DORF)).toEqual(['Victory points only']);
  });
});
