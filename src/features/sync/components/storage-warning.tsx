import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readStorageHealth, type StorageHealth } from '../../../offline/storage.ts';
import { syncTexts } from '../sync-texts.ts';

/** Warns when the browser may evict this device's data, or when storage is nearly full (b.14). */
export function StorageWarning({ read = readStorageHealth }: { read?: () => Promise<StorageHealth> }) {
  const [health, setHealth] = useState<StorageHealth | null>(null);
  useEffect(() => {
    let active = true;
    void read().then((value) => {
      if (active) setHealth(value);
    });
    return () => {
      active = false;
    };
  }, [read]);
  if (!health) return null;
  const messages: string[] = [];
  if (health.persisted === false) messages.push(syncTexts.storageNotPersistent);
  if (health.nearlyFull && health.usageBytes !== null && health.quotaBytes) {
    messages.push(syncTexts.storageNearlyFull(Math.round((health.usageBytes / health.quotaBytes) * 100)));
  }
  if (messages.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" c="dark" role="status" mb="md" data-testid="storage-warning">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
