/** The first-game guide's texts for Kunitori! (kit/guide). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'kunitori.guide.turn.title': 'Your turn',
    'kunitori.guide.turn.text': 'Whose turn it is and what is left of it: actions, buys and money.',
    'kunitori.guide.hand.title': 'Your hand',
    'kunitori.guide.hand.text': 'Click a card to play it; hover it to read what it does.',
    'kunitori.guide.supply.title': 'The supply',
    'kunitori.guide.supply.text': 'Buy new cards here with your money. They go to your discard pile and come back into your hand later.',
    'kunitori.guide.deck.title': 'Deck and discard pile',
    'kunitori.guide.deck.text': 'You draw from your deck; when it is empty, your discard pile is shuffled into a new one.',
    'kunitori.guide.decision.text': 'What you may do now, and the button that ends this part of your turn.',
    'kunitori.guide.seats.text': 'Everyone’s victory points and how many cards they hold. The most points at the end wins.',
  },
  {
    'kunitori.guide.turn.title': 'Dein Zug',
    'kunitori.guide.turn.text': 'Wer am Zug ist und was davon übrig ist: Aktionen, Käufe und Geld.',
    'kunitori.guide.hand.title': 'Deine Hand',
    'kunitori.guide.hand.text': 'Klicke eine Karte an, um sie auszuspielen; fahre darüber, um zu lesen, was sie tut.',
    'kunitori.guide.supply.title': 'Der Vorrat',
    'kunitori.guide.supply.text': 'Hier kaufst du mit deinem Geld neue Karten. Sie kommen auf deinen Ablagestapel und später auf deine Hand.',
    'kunitori.guide.deck.title': 'Nachzieh- und Ablagestapel',
    'kunitori.guide.deck.text': 'Du ziehst von deinem Stapel; ist er leer, wird dein Ablagestapel zu einem neuen gemischt.',
    'kunitori.guide.decision.text': 'Was du jetzt tun darfst, und der Knopf, der diesen Teil deines Zuges beendet.',
    'kunitori.guide.seats.text': 'Siegpunkte aller Spieler und wie viele Karten sie halten. Wer am Ende die meisten Punkte hat, gewinnt.',
  },
);
