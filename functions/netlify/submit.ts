/**
 * Netlify entry for the payment callback at /submit. Only entries live in this folder, because
 * Netlify deploys every file in its functions folder as a function.
 */
import submit from '../submit.ts';

export const config = { path: '/submit' };

export default submit;
