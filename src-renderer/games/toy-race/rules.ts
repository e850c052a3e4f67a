/** The rules reference of Toy Race, in English and German (its words in messages/). */
import { translate } from '../../i18n';
import type { Locale } from '../../i18n/define';
import type { RulesSection } from '../../rules/rules-section';

function rulesIn(locale: Locale): RulesSection[] {
  const t = (key: string): string => translate(locale, key);
  return [{ id: 'toy-race', title: t('toy-race.card.title'), blocks: [{ kind: 'p', text: t('toy-race.rules.aim') }, { kind: 'p', text: t('toy-race.rules.round') }] }];
}

export const TOY_RULES: Record<Locale, RulesSection[]> = { en: rulesIn('en'), de: rulesIn('de') };
