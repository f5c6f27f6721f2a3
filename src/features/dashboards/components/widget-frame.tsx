// A widget on the grid: its title (the drag handle while editing), its menu (Configure, Remove)
// and, when what it shows was kept on this device, how old that is (offline, or the refresh failed).
import { ActionIcon, Badge, Card, Group, Menu, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconDots } from '../../../components/icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';

type WidgetFrameProps = {
  title: string;
  editable: boolean;
  onConfigure?: () => void;
  onRemove?: () => void;
  /** When the values shown were read (0: nothing read yet). */
  dataUpdatedAt?: number;
  /** The last refresh failed while older values are shown. */
  stale?: boolean;
  children: ReactNode;
};

/** '5 minutes ago', '3 hours ago', '2 days ago'. */
export function ageText(readAtMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - readAtMs) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

export function WidgetFrame({
  title,
  editable,
  onConfigure,
  onRemove,
  dataUpdatedAt,
  stale,
  children,
}: WidgetFrameProps) {
  const online = useOnlineStatus();
  const kept = (!online || stale) && dataUpdatedAt !== undefined && dataUpdatedAt > 0;
  return (
    <Card
      withBorder
      padding="sm"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      component="section"
      aria-label={title}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        mb="xs"
        className="widget-drag-handle"
        style={{ cursor: editable ? 'move' : undefined }}
      >
        <Text fw={600} truncate>
          {title}
        </Text>
        <Group gap={4} wrap="nowrap">
          {kept ? (
            <Badge
              color="gray"
              variant="light"
              title={formatDateTime(new Date(dataUpdatedAt).toISOString())}
              data-testid="widget-age"
            >
              {`Kept on this device, ${ageText(dataUpdatedAt, Date.now())}`}
            </Badge>
          ) : null}
          {editable && (onConfigure || onRemove) ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Widget menu: ${title}`}
                  className="widget-no-drag"
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {onConfigure ? <Menu.Item onClick={onConfigure}>Configure</Menu.Item> : null}
                {onRemove ? (
                  <Menu.Item color="red" onClick={onRemove}>
                    Remove
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }} className="widget-no-drag">
        {children}
      </div>
    </Card>
  );
}
