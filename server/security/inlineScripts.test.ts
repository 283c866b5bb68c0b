import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inlineScripts.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it.each([
    ['a classic inline script', '<script>alert(1)</script>', [sha256('alert(1)')]],
    [
      'a module script',
      '<script type="module">import "/a.js";</script>',
      [sha256('import "/a.js";')],
    ],
    [
      'an explicit JavaScript type',
      "<script type='text/javascript'>go()</script>",
      [sha256('go()')],
    ],
    ['a data block of another type', '<script type="text/plain">x()</script>', []],
    ['an external script', '<script src="/a.js" type="module"></script>', []],
    ['JSON-LD, which never runs', '<script type="application/ld+json">{"a":1}</script>', []],
    ['an empty script', '<script></script>', []],
    ['two copies of one script', '<script>a()</script><SCRIPT>a()</SCRIPT >', [sha256('a()')]],
    [
      'line breaks as the browser reads them',
      '<script>a();\r\nb()</script>',
      [sha256('a();\nb()')],
    ],
    [
      'a script over several lines',
      '<script nonce="">\n  x = 1;\n</script>',
      [sha256('\n  x = 1;\n')],
    ],
  ])('%s', (_case, html, hashes) => expect(inlineScriptHashes(html)).toEqual(hashes));
});
