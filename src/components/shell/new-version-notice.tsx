// 'New features added!' with 'View' (000 §2, §4; SHELL-049, SHELL-133, SHELL-134, SHELL-194): shown
// when the server's version is greater than the last one used, kept in a cookie for one year; 'View'
// stores the version and opens the version history. A first visit stores the version silently.
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { systemEndpoints } from '../../../domain/contracts/system.ts';
import {
  isNewVersion,
  lastUsedVersionCookie,
  lastUsedVersionCookieDays,
} from '../../../domain/help/versions.ts';
import { messages } from '../../../domain/messages.ts';
import { callApi } from '../../lib/api-client.ts';

function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function NewVersionNotice() {
  const navigate = useNavigate();
  const version = useQuery({
    queryKey: ['version'],
    queryFn: ({ signal }) => callApi(systemEndpoints.version, { signal }),
    staleTime: 60 * 60_000,
  });
  const [lastUsed, setLastUsed] = useState(() => readCookie(lastUsedVersionCookie));
  const serverVersion = version.data?.version ?? null;
  useEffect(() => {
    if (serverVersion && lastUsed === null) {
      writeCookie(lastUsedVersionCookie, serverVersion, lastUsedVersionCookieDays);
      setLastUsed(serverVersion);
    }
  }, [serverVersion, lastUsed]);
  if (!serverVersion || !isNewVersion(serverVersion, lastUsed)) return null;
  return (
    <Group gap="xs" wrap="nowrap" role="status" data-testid="new-version-notice" visibleFrom="sm">
      <Text size="sm" fw={600} c="sea.9">
        {messages.newFeaturesAdded}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          writeCookie(lastUsedVersionCookie, serverVersion, lastUsedVersionCookieDays);
          setLastUsed(serverVersion);
          void navigate({ to: '/Help/$topic', params: { topic: 'VersionHistory' } });
        }}
      >
        {messages.view}
      </Button>
    </Group>
  );
}
