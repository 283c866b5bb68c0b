/**
 * What a browser bundle (the Studio's Site speed tool, a page's beacon options) may take of
 * field speed: the vocabulary, the histograms and the figures. Nothing here imports a Node
 * module, a lake client or the report's validation (zod probes `eval`, which the Studio's
 * content policy refuses).
 */
export * from './fieldSpeed.ts';
export * from './histogram.ts';
export * from './speedAlerts.ts';
export * from './speedFigures.ts';
