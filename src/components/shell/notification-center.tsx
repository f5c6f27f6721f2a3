// The bell with its unread badge and the Notifications and Announcements dialog (000 §2; SHELL-047,
// SHELL-074..082, SHELL-135): My Notifications (the caller's incidents not acknowledged, each with
// Acknowledge, and 'Mark all as acknowledged'), Announcements (unread; a click marks one read;
// 'Mark all as read'), Archived (read announcements). Polled every 60 s.
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Modal,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import type { UserAnnouncement } from '../../../domain/contracts/announcements.ts';
import { timeAgo } from '../../../domain/format/time-ago.ts';
import { messages } from '../../../domain/messages.ts';
import { IconBell } from '../icons.tsx';
import { showError } from '../snackbar.ts';
import {
  useAcknowledgeAll,
  useMarkRead,
  useMyOpenIncidents,
  useUserAnnouncements,
} from './notification-center-api.ts';
import { IncidentItem } from './incident-item.tsx';

type Props = { user: { email: string; companyId: string | null } };

function AnnouncementItem({
  announcement,
  nowMs,
  onRead,
}: {
  announcement: UserAnnouncement;
  nowMs: number;
  onRead?: () => void;
}) {
  const body = (
    <Stack gap={2} p="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {announcement.title}
        </Text>
        <Text size="xs" c="dimmed">
          {timeAgo(announcement.publishDate, nowMs)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {announcement.announcementDetails}
      </Text>
    </Stack>
  );
  return (
    <div style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} data-testid="announcement-item">
      {onRead ? (
        <UnstyledButton onClick={onRead} w="100%" aria-label={`Mark read: ${announcement.title}`}>
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </div>
  );
}

export function NotificationCenter({ user }: Props) {
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<string | null>('notifications');
  const incidents = useMyOpenIncidents();
  const announcements = useUserAnnouncements();
  const acknowledgeAll = useAcknowledgeAll();
  const markRead = useMarkRead(user);
  const open = incidents.data ?? [];
  const unread = (announcements.data ?? []).filter((announcement) => !announcement.isView);
  const archived = (announcements.data ?? []).filter((announcement) => announcement.isView);
  const unreadCount = open.length + unread.length;
  const nowMs = Date.now();

  return (
    <>
      <Indicator
        label={unreadCount > 99 ? '99+' : unreadCount}
        size={16}
        color="red"
        disabled={unreadCount === 0}
        offset={4}
        data-testid="bell-badge"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => setOpened(true)}
          aria-label={`Notifications and announcements, ${unreadCount} unread`}
        >
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Notifications and Announcements"
        size="30%"
        styles={{ content: { minWidth: 'min(420px, 100vw)' } }}
      >
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="notifications">My Notifications ({open.length})</Tabs.Tab>
            <Tabs.Tab value="announcements">Announcements</Tabs.Tab>
            <Tabs.Tab value="archived">Archived</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="notifications" pt="sm">
            <Group justify="flex-end" mb="xs">
              <Button
                size="xs"
                variant="light"
                disabled={open.length === 0 || acknowledgeAll.isPending}
                onClick={() => acknowledgeAll.mutate(open, { onError: (error) => showError(error) })}
              >
                {messages.markAllAsAcknowledged}
              </Button>
            </Group>
            {open.length === 0 ? (
              <Text size="sm" c="dimmed">
                {incidents.isPending ? 'Loading…' : 'No notifications.'}
              </Text>
            ) : (
              <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {open.map((incident) => (
                  <IncidentItem
                    key={incident.id}
                    incident={incident}
                    nowMs={nowMs}
                    testId="notification-item"
                  />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="announcements" pt="sm">
            <Group justify="flex-end" mb="xs">
              <Button
                size="xs"
                variant="light"
                disabled={unread.length === 0 || markRead.isPending}
                onClick={() => markRead.mutate(unread, { onError: () => showError(messages.failed) })}
              >
                {messages.markAllAsRead}
              </Button>
            </Group>
            {unread.length === 0 ? (
              <Text size="sm" c="dimmed">
                No new announcements.
              </Text>
            ) : (
              unread.map((announcement) => (
                <AnnouncementItem
                  key={announcement.announcementId}
                  announcement={announcement}
                  nowMs={nowMs}
                  onRead={() => markRead.mutate([announcement], { onError: (error) => showError(error) })}
                />
              ))
            )}
          </Tabs.Panel>
          <Tabs.Panel value="archived" pt="sm">
            {archived.length === 0 ? (
              <Text size="sm" c="dimmed">
                No archived announcements.
              </Text>
            ) : (
              archived.map((announcement) => (
                <AnnouncementItem
                  key={announcement.announcementId}
                  announcement={announcement}
                  nowMs={nowMs}
                />
              ))
            )}
          </Tabs.Panel>
        </Tabs>
      </Modal>
    </>
  );
}
