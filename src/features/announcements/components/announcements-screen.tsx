// Announcement administration (003 §2, ADMIN-102): create an announcement, delete one, and send one
// by e-mail to the users online; the failures read as 003 §8 writes them.
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { AnnouncementCreateSchema, type Announcement } from '../../../../domain/contracts/announcements.ts';
import { messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconTrash } from '../../../components/icons.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import {
  useAnnouncements,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useSendAnnouncementEmail,
} from '../api/announcements.ts';

function NewAnnouncement() {
  const create = useCreateAnnouncement();
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit() {
    const parsed = v.safeParse(AnnouncementCreateSchema, { title, announcementDetails: details });
    if (!parsed.success) {
      setProblem(parsed.issues[0].message);
      return;
    }
    setProblem(null);
    create.mutate(parsed.output, {
      onSuccess: () => {
        setTitle('');
        setDetails('');
        showSuccess('Announcement added.');
      },
      onError: () => showError(messages.failedToAddNewAnnouncement),
    });
  }
  return (
    <Card withBorder padding="md" maw={640}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          New announcement
        </Title>
        <TextInput
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          required
        />
        <Textarea
          label="Announcement"
          autosize
          minRows={3}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          required
          error={problem}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={create.isPending}>
            Add announcement
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function AnnouncementsScreen() {
  const announcements = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const send = useSendAnnouncementEmail();
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  return (
    <Stack gap="lg">
      <NewAnnouncement />
      {announcements.isPending ? (
        <LoadingState label="Loading announcements" />
      ) : announcements.isError ? (
        <ErrorState error={announcements.error} onRetry={() => void announcements.refetch()} />
      ) : announcements.data.length === 0 ? (
        <Text c="dimmed">No announcements.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Announcements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Announcement</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {announcements.data.map((announcement) => (
                <Table.Tr key={announcement.announcementId} data-testid="announcement-row">
                  <Table.Td>{announcement.title}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{announcement.announcementDetails}</Table.Td>
                  <Table.Td>{formatDateTime(announcement.publishDate)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={send.isPending && send.variables === announcement.announcementId}
                        onClick={() =>
                          send.mutate(announcement.announcementId, {
                            onSuccess: (result) =>
                              showSuccess(
                                `E-mail sent to ${result.sent} online user${result.sent === 1 ? '' : 's'}.`,
                              ),
                            onError: () => showError(messages.failedToSendEmail),
                          })
                        }
                      >
                        Send e-mail to online users
                      </Button>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${announcement.title}`}
                        onClick={() => setDeleting(announcement)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete announcement"
        message={`Delete the announcement '${deleting?.title ?? ''}'?`}
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.announcementId, {
            onSuccess: () => setDeleting(null),
            onError: () => showError(messages.failedToDeleteAnnouncement),
          })
        }
      />
    </Stack>
  );
}
