export function pngSize(png: Buffer): { width: number; height: number };
export function encodeIco(pngs: Buffer[]): Buffer;
export const ICNS_TYPES: Record<number, string>;
export function encodeIcns(pngs: Buffer[]): Buffer;
