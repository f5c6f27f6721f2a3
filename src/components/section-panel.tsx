// A titled, bordered section of a page (a landmark region named by its h2), used where a page
// stacks several parts: Import Status, Taxonomy.
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
