// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageContent } from './pageContent.ts';

const page = (main: string, extra = '') => `<!doctype html><html><head>
<script nonce="${Math.random()}">start()</script></head><body>${extra}
<header class="site-header"><a href="/">Halcyon Vale</a></header>
<main id="main">${main}</main>
<footer>ATOL 12345</footer></body></html>`;

describe('pageContent', () => {
  it.each([
    {
      case: 'the same content, labelled for editing in draft mode only',
      draft: page('<h1 data-sanity="id=journey-a;path=heroTitle">Borneo</h1>'),
      published: page('<h1>Borneo</h1>'),
      same: true,
    },
    {
      case: 'the preview bar and scripts of draft mode',
      draft: page(
        '<h1>Borneo</h1>',
        '<aside class="preview-bar"><a href="/api/preview-mode/disable">Preview mode: exit</a></aside><script type="module">go()</script>',
      ),
      published: page('<h1>Borneo</h1><noscript><script src="/held.js"></script></noscript>'),
      same: true,
    },
    {
      case: 'the same page arriving in the hidden chunk draft mode streams, with other React ids',
      draft: `<!doctype html><html><body><template id="B:0"></template><div hidden id="S:0">
<header class="site-header"><a href="/">Halcyon Vale</a></header>
<main id="main"><button aria-controls="_R_3aj5_" popovertarget="chat-note-R3iaj5">Chat</button>
<div id="chat-note-R3iaj5" popover="auto">Chat is on its way</div><h1>Borneo</h1></main>
<footer>ATOL 12345</footer></div></body></html>`,
      published: page(
        '<button aria-controls="_R_6ahj5_" popovertarget="chat-note-Rsij5">Chat</button>\n<div id="chat-note-Rsij5" popover="auto">Chat is on its way</div><h1>Borneo</h1>',
      ),
      same: true,
    },
    {
      case: 'a draft title',
      draft: page('<h1>Borneo, by River and Rainforest</h1>'),
      published: page('<h1>Borneo</h1>'),
      same: false,
    },
    {
      case: 'a draft picture',
      draft: page('<img src="/images/new.jpg" alt="Orangutan">'),
      published: page('<img src="/images/old.jpg" alt="Orangutan">'),
      same: false,
    },
    {
      case: 'a page that exists only as a draft',
      draft: page('<h1>Sumatra</h1>'),
      published: page('<h1>Page not found</h1>'),
      same: false,
    },
  ])('compares $case', ({ draft, published, same }) => {
    expect(pageContent(draft) === pageContent(published)).toBe(same);
  });
});
