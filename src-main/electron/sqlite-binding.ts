/**
 * Which better-sqlite3 binary the Electron main process loads.
 *
 * `npm install` builds better-sqlite3 for Node's ABI, and the tests and the CLI
 * use that build. Electron has an ABI of its own, so loading Node's build there
 * fails ("compiled against a different Node.js version"). better-sqlite3's
 * `nativeBinding` option names another addon file, and this module picks it:
 *
 * - `TENKA_SQLITE_BINDING` names one explicitly (tests, unusual setups);
 * - the packaged app: electron-builder rebuilt node_modules/better-sqlite3 for
 *   Electron and unpacked it from the archive, so the default lookup finds it;
 * - from a checkout: the build scripts/electron-sqlite.mjs cached for this
 *   Electron version (sqlite-cache.mjs names the folder).
 *
 * When that file is missing (or turns out to be the wrong build), the app shows
 * a dialog with the fix — never a stack trace. Pure: no 'electron' import.
 */
import { electronSqliteFile } from './sqlite-cache.mjs';

export type SqliteBinding =
  /** The packaged app's own rebuilt copy, found by better-sqlite3's default lookup. */
  | { kind: 'bundled' }
  | { kind: 'file'; path: string }
  | { kind: 'missing'; path: string; packaged: boolean };

export interface SqliteBindingInput {
  isPackaged: boolean;
  /** TENKA_SQLITE_BINDING, when set. */
  override?: string | undefined;
  /** The project folder (a checkout's root). */
  appRoot: string;
  electronVersion: string;
  sqliteVersion: string;
  platform: string;
  arch: string;
  exists(path: string): boolean;
}

export function chooseSqliteBinding(input: SqliteBindingInput): SqliteBinding {
  if (input.override) {
    return input.exists(input.override) ? { kind: 'file', path: input.override } : { kind: 'missing', path: input.override, packaged: input.isPackaged };
  }
  if (input.isPackaged) return { kind: 'bundled' };
  const path = electronSqliteFile(input.appRoot, input);
  return input.exists(path) ? { kind: 'file', path } : { kind: 'missing', path, packaged: false };
}

/** An error from loading an addon built for another runtime (or another platform). */
export function isWrongSqliteBuild(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /NODE_MODULE_VERSION|compiled against a different Node\.js version|better_sqlite3\.node|invalid ELF header|not a valid Win32 application|wrong ELF class|incompatible architecture|Could not locate the bindings file/i.test(message);
}

type Words = { title: string; detail: (where: string, electronVersion: string) => string; wrong: (where: string, why: string) => string; packagedDetail: string; quit: string };

const WORDS: Record<'en' | 'de', Words> = {
  en: {
    title: 'Tenka cannot open its saved games: its database module for Electron is missing',
    detail: (where, version) =>
      `Tenka keeps your games with better-sqlite3, which needs a build for Electron ${version}. None was found at:\n${where}\n\nTo fix it, open a terminal in the Tenka folder and run\n\n    npm run electron:sqlite\n\n(it fetches or builds it once; it needs internet), then start Tenka again. Or use\n\n    npm start -- --browser\n\nto play in your browser meanwhile. Your saved games are untouched.`,
    wrong: (where, why) => `The build at\n${where}\ndoes not fit this Electron (${why}).`,
    packagedDetail: 'This installation of Tenka is incomplete (the database module does not match the app). Reinstall Tenka from its installer; your saved games are kept in your data folder and stay untouched.',
    quit: 'Quit',
  },
  de: {
    title: 'Tenka kann seine gespeicherten Partien nicht öffnen: das Datenbankmodul für Electron fehlt',
    detail: (where, version) =>
      `Tenka speichert deine Partien mit better-sqlite3, das eine Fassung für Electron ${version} braucht. Unter folgendem Pfad wurde keine gefunden:\n${where}\n\nZur Behebung öffne ein Terminal im Tenka-Ordner und führe\n\n    npm run electron:sqlite\n\naus (es lädt oder baut das Modul einmalig; dafür braucht es Internet) und starte Tenka dann erneut. Oder spiele mit\n\n    npm start -- --browser\n\nsolange im Browser. Deine gespeicherten Partien bleiben unberührt.`,
    wrong: (where, why) => `Die Fassung unter\n${where}\npasst nicht zu diesem Electron (${why}).`,
    packagedDetail: 'Diese Tenka-Installation ist unvollständig (das Datenbankmodul passt nicht zur App). Installiere Tenka erneut; deine gespeicherten Partien liegen in deinem Datenordner und bleiben unberührt.',
    quit: 'Beenden',
  },
};

/**
 * The dialog for a missing build, or (with `wrong`: the loader's first line) a
 * build for another runtime; in the system's language, with the fix and
 * without a stack trace.
 */
export function sqliteProblemDialog(
  problem: { path: string; packaged: boolean; wrong?: string },
  electronVersion: string,
  locale: string,
): { type: 'error'; title: string; message: string; detail: string; buttons: string[]; noLink: true } {
  const words = locale.toLowerCase().startsWith('de') ? WORDS.de : WORDS.en;
  return {
    type: 'error',
    title: 'Tenka',
    message: words.title,
    detail: problem.packaged
      ? words.packagedDetail
      : problem.wrong
        ? `${words.wrong(problem.path, problem.wrong)}\n\n${words.detail(problem.path, electronVersion).split('\n\n').slice(1).join('\n\n')}`
        : words.detail(problem.path, electronVersion),
    buttons: [words.quit],
    noLink: true,
  };
}
