// The links between a vessel's sub-pages (002 §2 routes), shown above every vessel page. They never
// wrap into rows: on a wide screen one row that scrolls sideways on its own, narrower than 1024 px
// a select (issue 26 §3, ADR 0109).
import { Button, Group, NativeSelect, ScrollArea } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { messages } from '../../../domain/messages.ts';
import { useNarrowScreen } from '../../lib/narrow-screen.ts';
import { isActivePath } from './sidebar.tsx';

type VesselPageNavProps = {
  vesselId: string;
  vesselName: string;
  pages: { label: string; path: string }[];
};

export function vesselPageHref(vesselId: string, vesselName: string, path: string): string {
  return `/Vessel/${encodeURIComponent(vesselId)}/${encodeURIComponent(vesselName)}/${path}`;
}

export function VesselPageNav({ vesselId, vesselName, pages }: VesselPageNavProps) {
  const router = useRouter();
  const narrow = useNarrowScreen();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (pages.length < 2) return null;
  const links = pages.map((page) => {
    const href = vesselPageHref(vesselId, vesselName, page.path);
    return { ...page, href, active: isActivePath(decodeURIComponent(pathname), decodeURIComponent(href)) };
  });
  if (narrow) {
    const current = links.find((link) => link.active);
    return (
      <nav aria-label={messages.vesselPagesLabel}>
        <NativeSelect
          mb="sm"
          label={messages.vesselPagesLabel}
          value={current?.path ?? ''}
          data={[
            ...(current ? [] : [{ value: '', label: '' }]),
            ...links.map((link) => ({ value: link.path, label: link.label })),
          ]}
          onChange={(event) => {
            const link = links.find((candidate) => candidate.path === event.currentTarget.value);
            if (link) router.history.push(link.href);
          }}
        />
      </nav>
    );
  }
  return (
    <nav aria-label={messages.vesselPagesLabel}>
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" mb="sm">
        <Group gap={4} wrap="nowrap">
          {links.map((link) => (
            <Button
              key={link.path}
              component="a"
              href={link.href}
              size="compact-sm"
              variant={link.active ? 'light' : 'subtle'}
              aria-current={link.active ? 'page' : undefined}
              style={{ flexShrink: 0 }}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                router.history.push(link.href);
              }}
            >
              {link.label}
            </Button>
          ))}
        </Group>
      </ScrollArea>
    </nav>
  );
}
