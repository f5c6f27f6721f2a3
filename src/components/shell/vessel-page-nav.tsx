// The links between a vessel's sub-pages (002 §2 routes), shown above every vessel page, in three
// groups (Vessel, Performance, Emissions; issue 26 §5). They never wrap into rows: on a wide screen
// the groups as buttons, then the pages of the shown group (the open page's, until another is
// chosen) in one row that scrolls sideways on its own; narrower than 1024 px one select with the
// groups as its headings (issue 26 §3, ADR 0109).
import { Button, Group, NativeSelect, ScrollArea, Stack } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type MouseEvent } from 'react';
import { messages } from '../../../domain/messages.ts';
import { useNarrowScreen } from '../../lib/narrow-screen.ts';
import { isActivePath } from './sidebar.tsx';

type VesselPageNavProps = {
  vesselId: string;
  vesselName: string;
  /** The pages to link, in their groups' order or not: they are shown group by group. */
  pages: { label: string; path: string; group: string }[];
};

export function vesselPageHref(vesselId: string, vesselName: string, path: string): string {
  return `/Vessel/${encodeURIComponent(vesselId)}/${encodeURIComponent(vesselName)}/${path}`;
}

type PageLink = { label: string; path: string; group: string; href: string; active: boolean };

/** The links in their groups, groups in the order their first page comes. */
function groupsOf(links: readonly PageLink[]): { group: string; links: PageLink[] }[] {
  const groups = new Map<string, PageLink[]>();
  for (const link of links) groups.set(link.group, [...(groups.get(link.group) ?? []), link]);
  return [...groups].map(([group, grouped]) => ({ group, links: grouped }));
}

export function VesselPageNav({ vesselId, vesselName, pages }: VesselPageNavProps) {
  const router = useRouter();
  const narrow = useNarrowScreen();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The group whose pages are shown: the open page's, until the user shows another.
  const [shownGroup, setShownGroup] = useState<string | null>(null);
  useEffect(() => setShownGroup(null), [pathname]);
  if (pages.length < 2) return null;
  const links: PageLink[] = pages.map((page) => {
    const href = vesselPageHref(vesselId, vesselName, page.path);
    return { ...page, href, active: isActivePath(decodeURIComponent(pathname), decodeURIComponent(href)) };
  });
  // The longest matching page is the open one (Fouling diagnostics, not Fouling).
  const current = links.filter((link) => link.active).sort((a, b) => b.path.length - a.path.length)[0];
  const groups = groupsOf(links);
  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.history.push(href);
  };
  if (narrow) {
    return (
      <nav aria-label={messages.vesselPagesLabel}>
        <NativeSelect
          mb="sm"
          label={messages.vesselPagesLabel}
          value={current?.path ?? ''}
          data={[
            ...(current ? [] : [{ value: '', label: '' }]),
            ...groups.map(({ group, links: grouped }) => ({
              group,
              items: grouped.map((link) => ({ value: link.path, label: link.label })),
            })),
          ]}
          onChange={(event) => {
            const link = links.find((candidate) => candidate.path === event.currentTarget.value);
            if (link) router.history.push(link.href);
          }}
        />
      </nav>
    );
  }
  const openGroup = groups.find(({ group }) => group === (shownGroup ?? current?.group)) ?? groups[0]!;
  return (
    <nav aria-label={messages.vesselPagesLabel}>
      <Stack gap={4} mb="sm">
        {groups.length > 1 ? (
          <Group gap="xs" wrap="nowrap" aria-label={messages.vesselPageGroupsLabel} role="group">
            {groups.map(({ group }) => (
              <Button
                key={group}
                size="compact-md"
                variant={group === openGroup.group ? 'filled' : 'default'}
                aria-pressed={group === openGroup.group}
                onClick={() => setShownGroup(group)}
              >
                {group}
              </Button>
            ))}
          </Group>
        ) : null}
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
          <Group gap={4} wrap="nowrap" aria-label={openGroup.group} role="group">
            {openGroup.links.map((link) => (
              <Button
                key={link.path}
                component="a"
                href={link.href}
                size="compact-sm"
                variant={link === current ? 'light' : 'subtle'}
                aria-current={link === current ? 'page' : undefined}
                style={{ flexShrink: 0 }}
                onClick={go(link.href)}
              >
                {link.label}
              </Button>
            ))}
          </Group>
        </ScrollArea>
      </Stack>
    </nav>
  );
}
