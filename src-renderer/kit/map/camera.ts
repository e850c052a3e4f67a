/**
 * Zoom and pan over the board map, as pure functions: the camera is the map
 * point at the middle of the canvas and a zoom relative to "fit" (1 = the
 * whole board fits the canvas). Clamped so the board can never be lost:
 * zoom stays within [MIN_ZOOM, MAX_ZOOM] and the middle of the view stays on
 * the board.
 */
import type { Box } from './geometry';

export interface Camera {
  /** Map point at the centre of the canvas. */
  x: number;
  y: number;
  /** 1 = fit. */
  zoom: number;
}

export interface Viewport {
  width: number;
  height: number;
  /** Room kept free around the fitted board (pixels). */
  padding: number;
}

export const MIN_ZOOM = 1;
/** High enough for a readable opening on a small window (the MB board opens near 5× its fit at 1280×720) and room to look closer. */
export const MAX_ZOOM = 10;
/** One press of +/− or one wheel notch. */
export const ZOOM_STEP = 1.35;

export function fitCamera(extent: Box): Camera {
  return { x: (extent.minX + extent.maxX) / 2, y: (extent.minY + extent.maxY) / 2, zoom: 1 };
}

/** Pixels per map unit at zoom 1. */
export function fitScale(extent: Box, viewport: Viewport): number {
  const w = Math.max(1, viewport.width - 2 * viewport.padding);
  const h = Math.max(1, viewport.height - 2 * viewport.padding);
  return Math.min(w / Math.max(1e-6, extent.maxX - extent.minX), h / Math.max(1e-6, extent.maxY - extent.minY));
}

export function scaleOf(camera: Camera, extent: Box, viewport: Viewport): number {
  return fitScale(extent, viewport) * camera.zoom;
}

/** Keeps the zoom in range and the view over the board: each axis may only move as far as the board reaches past the view. */
export function clampCamera(camera: Camera, extent: Box, viewport: Viewport): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(camera.zoom) ? camera.zoom : 1));
  const scale = fitScale(extent, viewport) * zoom;
  const halfW = viewport.width / 2 / scale;
  const halfH = viewport.height / 2 / scale;
  const clampAxis = (value: number, min: number, max: number, half: number): number => {
    if (max - min <= 2 * half) return (min + max) / 2;
    return Math.min(max - half, Math.max(min + half, value));
  };
  return {
    zoom,
    x: clampAxis(camera.x, extent.minX, extent.maxX, halfW),
    y: clampAxis(camera.y, extent.minY, extent.maxY, halfH),
  };
}

export function worldToScreen(camera: Camera, extent: Box, viewport: Viewport, x: number, y: number): [number, number] {
  const scale = scaleOf(camera, extent, viewport);
  return [(x - camera.x) * scale + viewport.width / 2, (y - camera.y) * scale + viewport.height / 2];
}

export function screenToWorld(camera: Camera, extent: Box, viewport: Viewport, sx: number, sy: number): [number, number] {
  const scale = scaleOf(camera, extent, viewport);
  return [(sx - viewport.width / 2) / scale + camera.x, (sy - viewport.height / 2) / scale + camera.y];
}

/** Zoom by `factor`, keeping the map point under the screen point (sx, sy) where it is. */
export function zoomAt(camera: Camera, factor: number, sx: number, sy: number, extent: Box, viewport: Viewport): Camera {
  const [wx, wy] = screenToWorld(camera, extent, viewport, sx, sy);
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, camera.zoom * factor));
  const scale = fitScale(extent, viewport) * zoom;
  const next = { zoom, x: wx - (sx - viewport.width / 2) / scale, y: wy - (sy - viewport.height / 2) / scale };
  return clampCamera(next, extent, viewport);
}

/** Move the view by a screen distance (dragging the map by (dx, dy) moves the camera the other way). */
export function panBy(camera: Camera, dx: number, dy: number, extent: Box, viewport: Viewport): Camera {
  const scale = scaleOf(camera, extent, viewport);
  return clampCamera({ ...camera, x: camera.x - dx / scale, y: camera.y - dy / scale }, extent, viewport);
}

/** The smallest pan that brings a map box into view (with a margin in pixels); unchanged when it is visible. */
export function revealBox(camera: Camera, box: Box, margin: number, extent: Box, viewport: Viewport): Camera {
  const scale = scaleOf(camera, extent, viewport);
  const halfW = viewport.width / 2 / scale - margin / scale;
  const halfH = viewport.height / 2 / scale - margin / scale;
  let { x, y } = camera;
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  if (box.maxX - box.minX > 2 * halfW) x = cx;
  else if (box.minX < x - halfW) x = box.minX + halfW;
  else if (box.maxX > x + halfW) x = box.maxX - halfW;
  if (box.maxY - box.minY > 2 * halfH) y = cy;
  else if (box.minY < y - halfH) y = box.minY + halfH;
  else if (box.maxY > y + halfH) y = box.maxY - halfH;
  return clampCamera({ ...camera, x, y }, extent, viewport);
}

/**
 * Pixels per map unit at which a province's name and pieces read on their own
 * (the scene's pieces are drawn full size from about this scale: see
 * MapScene.pieceScale and its "crowded" names).
 */
export const READABLE_SCALE = 1.6;

/** Room kept around the player's provinces in an opening view (pixels): a province reaches past its label point. */
export const OPENING_MARGIN = 70;
/**
 * On a short or narrow canvas the room is at most this share of the side: 70 px above and below took 44 % of a
 * 318 px tall map (a table with much above its map, at 1280×720), and a realm reaching north to south opened as the whole board (issue 32).
 */
export const OPENING_MARGIN_SHARE = 0.12;

/** The room kept around the player's provinces along a side of `size` pixels. */
export function openingMargin(size: number): number {
  return Math.min(OPENING_MARGIN, Math.round(size * OPENING_MARGIN_SHARE));
}

/**
 * Where a game opens: on the player's own part of the map, all of it. The
 * view fits the box around all of the player's provinces (with a margin, `openingMargin`), no
 * closer than the readable scale; where they lie far apart (dealt at random
 * all over the board, or a realm reaching from one end of the map to the
 * other) it zooms out as far as that takes, down to the whole board. Names that find no
 * free place there give way by priority (the player's own first, map-scene.ts
 * layout), so a far view is sparse, never piled up (issue 32: a view on the
 * densest group left provinces of theirs off-screen).
 * No provinces (a spectator, an empty view): the whole board.
 */
export function homeCamera(points: readonly (readonly [number, number])[], extent: Box, viewport: Viewport, readable = READABLE_SCALE): Camera {
  if (points.length === 0) return fitCamera(extent);
  const fit = fitScale(extent, viewport);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const box = { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  const w = Math.max(1, viewport.width - 2 * openingMargin(viewport.width));
  const h = Math.max(1, viewport.height - 2 * openingMargin(viewport.height));
  const needed = Math.min(w / Math.max(1e-6, box.maxX - box.minX), h / Math.max(1e-6, box.maxY - box.minY));
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min(readable, needed) / fit));
  // Clamping keeps the view over the board; the points lie on it, so a view that held them still does.
  return clampCamera({ x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2, zoom }, extent, viewport);
}
