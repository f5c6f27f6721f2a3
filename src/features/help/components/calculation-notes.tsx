// The calculation notes (docs/calculations.md, bundled as text): every formula, constant and ruling
// with the file that holds it. Headings get anchors ('section-6', 'section-2-8') the help pages
// link to; tables and formulas are shown as written.
import { Code, Stack, Text, Title } from '@mantine/core';
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

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'text' | 'table'; text: string };

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk.split('\n');
    const heading = /^(#{1,4})\s+(.*)$/.exec(lines[0] ?? '');
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
      const rest = lines.slice(1).join('\n').trim();
      if (rest) blocks.push({ kind: rest.startsWith('|') ? 'table' : 'text', text: rest });
    } else if (chunk.trim()) {
      blocks.push({ kind: chunk.trim().startsWith('|') ? 'table' : 'text', text: chunk.trim() });
    }
  }
  return blocks;
}

export function CalculationNotes() {
  return (
    <Stack gap="sm">
      {blocksOf(notes).map((block, index) =>
        block.kind === 'heading' ? (
          <Title
            key={index}
            order={Math.min(block.level + 1, 6) as 2 | 3 | 4 | 5 | 6}
            id={headingAnchor(block.text)}
            mt="md"
          >
            {block.text}
          </Title>
        ) : block.kind === 'table' ? (
          // A wide table scrolls: it takes the keyboard focus to scroll with the arrow keys.
          <Code key={index} block tabIndex={0}>
            {block.text}
          </Code>
        ) : (
          <Text key={index} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {block.text}
          </Text>
        ),
      )}
    </Stack>
  );
}
