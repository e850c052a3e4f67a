/**
 * Does this browser draw WebGL without a graphics card (SwiftShader,
 * llvmpipe)? There every animation costs the main thread dearly, and a
 * table's telling at full pace leaves a player waiting minutes between
 * decisions; a table then offers the fast mode (reduced motion). Asked once
 * per page; a player's "no thanks" is remembered on this computer.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i;
const DISMISSED_KEY = 'tenka.fastModeOffer.v1';

let answer: boolean | null = null;

/** The WebGL renderer's name, or null when WebGL is missing (then nothing is drawn fast anyway). */
function rendererName(): string | null {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return name;
  } catch {
    return null;
  }
}

/** True when WebGL is drawn in software (or missing). */
export function softwareRenderer(): boolean {
  if (answer === null) {
    const name = rendererName();
    answer = name === null || SOFTWARE.test(name);
  }
  return answer;
}

export function fastModeOfferDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

export function dismissFastModeOffer(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'dismissed');
  } catch {
    // Private mode: the offer returns next time, no harm.
  }
}
