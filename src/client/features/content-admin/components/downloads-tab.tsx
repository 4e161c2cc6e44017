import { Alert, Badge, Button, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import { RowActions } from './admin-table';
import { adminErrorLine } from './field-messages';
import { StackTable } from '#client/components/stack-table';
import { DownloadForm } from './download-form';
import { useDownloadsTab } from './use-downloads-tab';

const sizeText = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`);

/** Download/{id} files: staff add, edit (titles, replacement file) and delete them. */
export function DownloadsTab({ lang }: { lang: Locale }) {
  const { downloads, editing, create, edit, close, remove, removeError } = useDownloadsTab();
  const columns = { title: m.content_admin_title(), file: m.content_admin_download_file(), status: m.content_admin_status() };
  return (
    <Stack>
      <Button w="fit-content" leftSection={<IconPlus size={16} />} onClick={create} data-testid="new-download">
        {m.content_admin_new_download()}
      </Button>
      {removeError ? <Alert color="red">{removeError}</Alert> : null}
      {downloads.isPending ? (
        <Text c="dimmed">{m.content_loading()}</Text>
      ) : downloads.isError ? (
        <Alert color="red" role="alert">
          {adminErrorLine(downloads.error)}
        </Alert>
      ) : downloads.data.length === 0 ? (
        <Text c="dimmed" data-testid="downloads-empty">
          {m.content_admin_no_downloads()}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          <StackTable minWidth={560} verticalSpacing="sm" data-testid="admin-downloads-table" columns={[columns.title, columns.file, columns.status, { label: m.content_admin_col_actions(), hidden: true }]}>
            {downloads.data.map((row) => (
              <Table.Tr key={row.id} data-testid="download-row">
                <Table.Td data-label={columns.title}>
                  <AnchorLink to="/$lang/Download/$id" params={{ lang, id: row.id }}>
                    {lang === 'th' ? row.titleTh : row.titleEn}
                  </AnchorLink>
                </Table.Td>
                <Table.Td data-label={columns.file}>
                  <Text size="sm">{row.file?.name ?? '—'}</Text>
                  {row.file ? (
                    <Text size="xs" c="dimmed">
                      {sizeText(row.file.sizeBytes)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td data-label={columns.status}>
                  <Badge color={row.published ? 'teal' : 'gray.7'}>{row.published ? m.content_admin_status_published() : m.content_admin_status_draft()}</Badge>
                </Table.Td>
                <RowActions onEdit={() => edit(row)} onDelete={() => remove(row)} testId="download" />
              </Table.Tr>
            ))}
          </StackTable>
        </Paper>
      )}
      <Modal opened={editing !== null} onClose={close} title={editing?.id ? m.content_admin_edit_download() : m.content_admin_new_download()} size="lg">
        {editing ? <DownloadForm key={editing.id ?? 'new'} draft={editing} onClose={close} /> : null}
      </Modal>
    </Stack>
  );
}
