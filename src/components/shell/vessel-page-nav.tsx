// The links between a vessel's sub-pages (002 §2 routes), shown above every vessel page.
import { Button, Group } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
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
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (pages.length < 2) return null;
  return (
    <nav aria-label="Vessel pages">
      <Group gap={4} mb="sm" wrap="wrap">
        {pages.map((page) => {
          const href = vesselPageHref(vesselId, vesselName, page.path);
          const active = isActivePath(decodeURIComponent(pathname), decodeURIComponent(href));
          return (
            <Button
              key={page.path}
              component="a"
              href={href}
              size="compact-sm"
              variant={active ? 'light' : 'subtle'}
              aria-current={active ? 'page' : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                router.history.push(href);
              }}
            >
              {page.label}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
