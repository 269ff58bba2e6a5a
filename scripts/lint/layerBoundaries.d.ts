import type { Linter } from 'eslint';

/** The layers' boundaries as ESLint config objects (layerBoundaries.js). */
export const layerBoundaries: Linter.Config[];
