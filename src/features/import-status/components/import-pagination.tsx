// Pagination of the import tables (ADMIN-097): first, previous, three page numbers (previous,
// current, next), next and last.
import { Button, Group } from '@mantine/core';
import { pageWindow } from '../import-display.ts';

type ImportPaginationProps = {
  /** Names the table, so the controls of several tables stay distinguishable. */
  label: string;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
};

export function ImportPagination({ label, page, pageCount, onChange }: ImportPaginationProps) {
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  return (
    <Group component="nav" aria-label={`${label} pages`} gap={4} justify="flex-end" mt="xs">
      <Button
        size="compact-sm"
        variant="default"
        disabled={isFirst}
        onClick={() => onChange(1)}
        aria-label="First page"
      >
        «
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={isFirst}
        onClick={() => onChange(page - 1)}
        aria-label="Previous page"
      >
        Previous
      </Button>
      {pageWindow(page, pageCount).map((number) => (
        <Button
          key={number}
          size="compact-sm"
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        size="compact-sm"
        variant="default"
        disabled={isLast}
        onClick={() => onChange(page + 1)}
        aria-label="Next page"
      >
        Next
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={isLast}
        onClick={() => onChange(pageCount)}
        aria-label="Last page"
      >
        »
      </Button>
    </Group>
  );
}
