/**
 * What a browser bundle (the Studio's Site speed tool, a page's beacon options) may take of
 * field speed: the vocabulary, the histograms, the figures and the report's shape. Nothing here
 * imports a Node module or a lake client.
 */
export * from './fieldSpeed.ts';
export * from './histogram.ts';
export * from './speedAlerts.ts';
export * from './speedFigures.ts';
export * from './vitalsReport.ts';
