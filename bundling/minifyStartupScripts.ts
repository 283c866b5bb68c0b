/**
 * The start-up scripts (`web/startup/`) reach the page as their compiled source, written inline
 * by the server (`inlineCall`), so the server's build, which is neither minified nor printed
 * compactly, decided how many bytes of every page they took. In the server's production build
 * this plugin gives each function a start-up module exports its own minified source
 * (`INLINE_SOURCE`), which `inlineCall` writes instead: names inside the function shortened,
 * comments and spaces dropped. The field-data beacon among them is budgeted at 3 KB compressed
 * together with its library (decision 120). The server's own code is left as it was.
 */
import { minifySync, parseAst, type Plugin } from 'vite';
import { INLINE_SOURCE } from '../web/startup/inlineScript.ts';

/** The modules whose functions a page receives as source; tests and the server's own are not. */
const STARTUP_MODULE = /[\\/]web[\\/]startup[\\/][^\\/]+(?<!\.server|\.test)\.ts$/;

export function isStartupModule(id: string): boolean {
  return STARTUP_MODULE.test(id);
}

/**
 * A module's code with, after it, each exported function's minified source set on the function
 * under INLINE_SOURCE. Such a function uses nothing but its arguments and the browser, so its
 * source minified on its own stands alone.
 */
export function withMinifiedSources(id: string, code: string): string {
  const lines: string[] = [];
  for (const node of parseAst(code).body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    const declaration = node.declaration;
    if (declaration?.type !== 'FunctionDeclaration' || !declaration.id) continue;
    const name = declaration.id.name;
    const source = code.slice(declaration.start, declaration.end);
    // Exported, so compression keeps it; the export is not part of the source written.
    const { code: minified, errors } = minifySync(`${id}#${name}`, `export default ${source}`, {
      compress: true,
      mangle: true,
    });
    const expression = minified
      .trim()
      .replace(/^export default /, '')
      .replace(/;$/, '');
    if (errors.length > 0 || !expression.startsWith('function')) {
      throw new Error(`${id}: ${name} could not be minified`);
    }
    lines.push(
      `Object.defineProperty(${name}, ${JSON.stringify(INLINE_SOURCE)}, { value: ${JSON.stringify(expression)} });`,
    );
  }
  return lines.length === 0 ? code : `${code}\n${lines.join('\n')}\n`;
}

export function minifyStartupScripts(): Plugin {
  return {
    name: 'site:minify-startup-scripts',
    apply: 'build',
    // After TypeScript is compiled away.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!isStartupModule(id)) return null;
      return { code: withMinifiedSources(id, code), map: null };
    },
  };
}
