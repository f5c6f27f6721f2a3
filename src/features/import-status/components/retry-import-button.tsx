// The Retry of one failed or running import (ADMIN-101, ADMIN-100, ADMIN-122).
import { Button } from '@mantine/core';
import type { ImportRecord } from '../../../../domain/contracts/imports.ts';
import type { useRetryImport } from '../api/retry-import.ts';

type RetryImportButtonProps = { record: ImportRecord; retry: ReturnType<typeof useRetryImport> };

export function RetryImportButton({ record, retry }: RetryImportButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={retry.isPending && retry.variables?.importPath === record.importPath}
      onClick={() => retry.mutate(record)}
      aria-label={`Retry ${record.importPath}`}
    >
      Retry
    </Button>
  );
}
