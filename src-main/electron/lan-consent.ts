/**
 * The question the desktop app asks before a game is opened to friends
 * (docs/lan.md): Tenka is about to listen on the local network. Plain data
 * for Electron's message box, in the player's language; no 'electron' import
 * here, so it is tested without Electron.
 */
export interface LanConsentDialog {
  type: 'question';
  buttons: string[];
  defaultId: number;
  cancelId: number;
  title: string;
  message: string;
  detail: string;
}

/** Button 0 allows, button 1 (the default, and Escape) does not. */
export function lanConsentDialog(address: string, locale: string): LanConsentDialog {
  const de = locale.toLowerCase().startsWith('de');
  return de
    ? {
        type: 'question',
        buttons: ['Im Netzwerk freigeben', 'Abbrechen'],
        defaultId: 1,
        cancelId: 1,
        title: 'Spiel für Freunde öffnen',
        message: `Tenka im lokalen Netzwerk unter ${address} erreichbar machen?`,
        detail: 'Wer im selben Netzwerk einen der Einladungslinks hat, kann den Platz dieses Links spielen – sonst nichts. Die Freigabe endet, wenn du sie beendest oder Tenka schließt. Deine Firewall fragt vielleicht zusätzlich nach.',
      }
    : {
        type: 'question',
        buttons: ['Share on the network', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
        title: 'Open the game to friends',
        message: `Let Tenka listen on the local network at ${address}?`,
        detail: 'Whoever on the same network has one of the invitation links can play that link’s seat — nothing else. Sharing ends when you stop it or quit Tenka. Your firewall may ask as well.',
      };
}
