// The category table of the taxonomy page (003 §2, ADMIN-084): one row per taxon with its
// category and the log variable names that carry it. Sorted by category, the rows of a category
// form a group (its name shown once); the taxa of the chosen log variable are highlighted
// (ADMIN-083): row colour, a check mark and the variable's name marked.
import { Mark, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useEffect, useRef } from 'react';
import { IconCheck } from '../../../components/icons.tsx';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { sortRows, type SortState } from '../../../lib/sort-preference.ts';
import { taxonomySortAccessors, type TaxonRow, type TaxonomySortKey } from '../taxonomy-rows.ts';

type CategoryTableProps = {
  rows: readonly TaxonRow[];
  sort: SortState<TaxonomySortKey>;
  onSort: (key: TaxonomySortKey) => void;
  /** The chosen log variable's name and taxa, or null. */
  highlight: { variable: string; taxa: readonly string[] } | null;
};

export function CategoryTable({ rows, sort, onSort, highlight }: CategoryTableProps) {
  const sorted = sortRows(rows, sort, taxonomySortAccessors);
  const highlighted = new Set(highlight?.taxa ?? []);
  const firstHighlighted = useRef<HTMLTableRowElement | null>(null);
  const firstTaxon = sorted.find((row) => highlighted.has(row.taxon))?.taxon ?? null;

  // Bring the first highlighted taxon into view when another variable is chosen.
  useEffect(() => {
    firstHighlighted.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight?.variable]);

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Taxonomy categories" data-testid="taxonomy-table">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="category" sort={sort} onSort={onSort}>
              Category
            </SortableHeader>
            <SortableHeader column="taxon" sort={sort} onSort={onSort}>
              Taxon
            </SortableHeader>
            <Table.Th scope="col">Log variables</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row, index) => {
            const isHighlighted = highlighted.has(row.taxon);
            const startsGroup =
              sort.key !== 'category' || index === 0 || sorted[index - 1]?.category !== row.category;
            return (
              <Table.Tr
                key={row.taxon}
                ref={row.taxon === firstTaxon ? firstHighlighted : undefined}
                data-testid="taxon-row"
                data-highlighted={isHighlighted || undefined}
                bg={isHighlighted ? 'var(--mantine-color-yellow-light)' : undefined}
                style={
                  startsGroup && index > 0
                    ? { borderTop: '2px solid var(--mantine-color-gray-4)' }
                    : undefined
                }
              >
                <Table.Td fw={600}>
                  {startsGroup ? row.category : <VisuallyHidden>{row.category}</VisuallyHidden>}
                </Table.Td>
                <Table.Td fw={isHighlighted ? 700 : undefined}>
                  {isHighlighted ? (
                    <>
                      <IconCheck size={16} style={{ verticalAlign: 'middle', marginRight: 4 }} />
                      <VisuallyHidden>Taxon of {highlight?.variable}: </VisuallyHidden>
                    </>
                  ) : null}
                  {row.shortName}
                  <Text span size="xs" c="dimmed" ml={6}>
                    {row.taxon}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.variables.length === 0 ? (
                    <Text span c="dimmed" size="sm">
                      none
                    </Text>
                  ) : (
                    row.variables.map((name, at) => (
                      <Fragment key={name}>
                        {at > 0 ? ', ' : null}
                        {name === highlight?.variable ? <Mark>{name}</Mark> : name}
                      </Fragment>
                    ))
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
