export function parseVersion(text: string): [number, number, number];
export function satisfies(version: string, range: string): boolean;
export function describeRange(range: string): string;
export function checkNode(options: { version: string; range: string; env?: Record<string, string | undefined>; what: string }): { ok: true; skipped?: boolean } | { ok: false; line: string };
export function supportedRange(projectRoot?: string): string;
export function exitUnlessSupportedNode(what: string): void;
