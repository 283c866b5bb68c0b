/**
 * Netlify entry for the payment callback; netlify.toml routes POST /submit here. Only entries
 * live in this folder, because Netlify deploys every file in its functions folder as a function.
 */
import submit from '../submit.ts';

export default submit;
