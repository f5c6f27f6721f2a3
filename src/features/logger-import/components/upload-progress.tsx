// An upload's progress: a bar when the HTTP helper reports progress (large files), else a line.
import { Progress, Stack, Text } from '@mantine/core';
import { fillMessage, messages } from '../../../../domain/messages.ts';

/** The upload's progress bar when the helper reports one, else a busy line. */
export function UploadProgress({ name, progress }: { name: string; progress: number | null }) {
  const label = fillMessage(messages.loggerUploading, { name });
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      {progress === null ? null : (
        <Progress value={Math.round(progress * 100)} aria-label={label} animated={progress < 1} />
      )}
    </Stack>
  );
}
