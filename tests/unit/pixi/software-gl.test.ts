/**
 * Antialiasing is left off where WebGL is drawn in software (src-renderer/pixi/software-gl.ts):
 * on SwiftShader one frame of Henn's board took 2–5 s with it and 0.3–0.6 s without, and the
 * page was blocked for each. A GPU keeps it.
 */
import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from '../../../src-renderer/pixi/software-gl';

describe('software WebGL', () => {
  it('recognises the software rasterisers a player without GPU acceleration gets', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('Google SwiftShader')).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)')).toBe(true);
  });

  it('keeps antialiasing on real GPUs', () => {
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(false);
    expect(isSoftwareRenderer('ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)')).toBe(false);
    expect(isSoftwareRenderer('Mesa Intel(R) UHD Graphics 620 (KBL GT2)')).toBe(false);
    expect(isSoftwareRenderer('AMD Radeon RX 6700 XT (radeonsi, navi22, LLVM 15.0.7, DRM 3.49)')).toBe(false);
  });
});
