/** What a browser bundle may take of enquiries: the form's fields and limits (no Node module). */
export * from './fields.ts';
