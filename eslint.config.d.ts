/**
 * Types of what eslint.config.js exports, for the layers test that imports its rules
 * (tests/layers/layers.test.ts): TypeScript does not read the JavaScript config itself.
 */
import type { Linter } from 'eslint';

interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

export const lakeZones: Zone[];
export const layerZones: Zone[];
export const layers: Linter.Config;
export const lakeBoundaryForTests: Linter.Config;
declare const config: Linter.Config[];
export default config;
