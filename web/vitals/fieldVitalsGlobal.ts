/** The global the page's beacon (`startup/fieldVitals.ts`) listens on for figures. */
export const FIELD_VITALS_GLOBAL = '__fieldVitals';
