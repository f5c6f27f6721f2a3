// The calculation notes (docs/calculations.md, bundled as text): every formula, constant and ruling,
// rendered from its Markdown (marked) for the Help pages. The file also serves verifiers: it names
// the code, decisions and spec items behind each rule in "(ref: …)" groups, which readers of Help do
// not see (issue 26 §5). Headings get anchors ('section-6', 'section-2-8') the help pages link to;
// a wide table scrolls on its own.
import { Typography } from '@mantine/core';
import { Marked, Renderer, type Tokens } from 'marked';
import notes from '../../../../docs/calculations.md?raw';

/** The anchor of a heading: its section number ('2.8' → 'section-2-8'), else its words. */
export function headingAnchor(heading: string): string {
  const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(heading)?.[1];
  if (number) return `section-${number.replace(/\./g, '-')}`;
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const refMarker = '(ref:';

/**
 * The notes as readers of Help see them: without the "(ref: …)" groups (source files, function
 * names, decision records and spec items, for verifiers), and the space or line break before each.
 */
export function forReaders(markdown: string): string {
  let result = '';
  let from = 0;
  for (;;) {
    const start = markdown.indexOf(refMarker, from);
    if (start === -1) return result + markdown.slice(from);
    let depth = 0;
    let end = start;
    for (; end < markdown.length; end++) {
      if (markdown[end] === '(') depth++;
      else if (markdown[end] === ')' && --depth === 0) break;
    }
    // The space or line break before the group goes too, but never a blank line between blocks.
    const before = markdown.slice(from, start);
    const joined = before.replace(/[ \t]*(?:\n[ \t]*)?$/, '');
    result += joined === '' || joined.endsWith('\n') ? before.replace(/[ \t]+$/, '') : joined;
    from = end + 1;
  }
}

const plainRenderer = new Renderer();

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth, text }: Tokens.Heading) {
      // The page's own title is the h1: the notes' levels start one below it.
      const level = Math.min(depth + 1, 6);
      return `<h${level} id="${headingAnchor(text)}">${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    table(token: Tokens.Table) {
      // A wide table scrolls: it takes the keyboard focus to scroll with the arrow keys.
      const table = plainRenderer.table.call(this, token);
      const name = escapeAttribute(`Table: ${token.header.map((cell) => cell.text).join(', ')}`);
      return `<div class="wakeline-notes-table" tabindex="0" role="region" aria-label="${name}">${table}</div>\n`;
    },
  },
});

/** The notes as HTML. The Markdown is the repository's own file, built in: no user input. */
export function calculationNotesHtml(markdown: string = notes): string {
  return marked.parse(forReaders(markdown), { async: false });
}

export function CalculationNotes() {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: calculationNotesHtml() }} />
    </Typography>
  );
}
