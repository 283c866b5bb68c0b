/**
 * What a browser bundle may take of trip requests (the page's form, the Studio's schema and
 * actions): the fields, the vocabulary of states, the stored reading and the manual routing.
 * Nothing here imports a Node module.
 */
export * from './fields.ts';
export * from './holidayTypes.ts';
export * from './manualRouting.ts';
export * from './readingToConfirm.ts';
export * from './states.ts';
export * from './storedReading.ts';
export * from './types.ts';
