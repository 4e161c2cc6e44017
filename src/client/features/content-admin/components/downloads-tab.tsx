import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Switch, Table, Text, TextInput, Textarea } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileText, IconPlus, IconUpload } from '@tabler/icons-react';
import type { AdminDownload } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import { useAdminDownloads, useAdminWrite, useSaveDownload, useUpload } from '../api/resources';
import { RowActions } from './admin-table';
import { adminErrorLine, adminProblemOf } from './field-messages';
import { StackTable } from '#client/components/stack-table';

type Draft = { id?: string; uploadId: string; fileName: string; titleTh: string; titleEn: string; descriptionTh: string; descriptionEn: string; published: boolean };
const emptyDraft: Draft = { uploadId: '', fileName: '', titleTh: '', titleEn: '', descriptionTh: '', descriptionEn: '', published: true };
const draftOf = (row: AdminDownload): Draft => ({
  id: row.id,
  uploadId: row.uploadId ?? '',
  fileName: row.file?.name ?? '',
  titleTh: row.titleTh,
  titleEn: row.titleEn,
  descriptionTh: row.descriptionTh,
  descriptionEn: row.descriptionEn,
  published: row.published,
});
const sizeText = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`);

/** Create or edit one download: titles and descriptions in th and en, and its file (uploaded, or replaced). */
function DownloadForm({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const [values, setValues] = useState(draft);
  const upload = useUpload();
  const save = useSaveDownload();
  const problem = save.isError ? adminProblemOf(save.error) : null;
  const fields = problem?.fields ?? {};
  const text = (key: 'titleTh' | 'titleEn' | 'descriptionTh' | 'descriptionEn') => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => setValues({ ...values, [key]: event.currentTarget.value }),
    error: fields[key],
  });
  const submit = () => {
    const { id, fileName: _fileName, ...input } = values;
    save.mutate({ input, id }, { onSuccess: onClose });
  };
  return (
    <Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {m.content_admin_download_file()}
        </Text>
        {values.fileName ? (
          <Group gap="xs" data-testid="download-current-file">
            <IconFileText size={16} />
            <Text size="sm">{values.fileName}</Text>
          </Group>
        ) : null}
        <Dropzone
          onDrop={(files) =>
            files[0] && upload.mutate({ file: files[0], purpose: 'download' }, { onSuccess: (result) => setValues((current) => ({ ...current, uploadId: result.id, fileName: result.originalName })) })
          }
          maxSize={4_096_000}
          multiple={false}
          loading={upload.isPending}
          p="md"
          data-testid="download-dropzone"
        >
          <Group justify="center" gap="xs">
            <IconUpload size={18} />
            <Text size="sm" ta="center">
              {values.uploadId ? m.content_admin_file_replace() : m.content_admin_file_drop()}
            </Text>
          </Group>
        </Dropzone>
        {upload.isError ? (
          <Text size="sm" c="red" role="alert">
            {adminErrorLine(upload.error)}
          </Text>
        ) : fields.uploadId ? (
          <Text size="sm" c="red" role="alert">
            {fields.uploadId}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={m.content_admin_title_th()} {...text('titleTh')} data-testid="download-title-th" />
        <TextInput label={m.content_admin_title_en()} {...text('titleEn')} data-testid="download-title-en" />
        <Textarea label={m.content_admin_description_th()} autosize minRows={2} {...text('descriptionTh')} />
        <Textarea label={m.content_admin_description_en()} autosize minRows={2} {...text('descriptionEn')} />
      </SimpleGrid>
      <Switch label={m.content_admin_download_published()} checked={values.published} onChange={(event) => setValues({ ...values, published: event.currentTarget.checked })} />
      {problem ? (
        <Alert color="red" role="alert" data-testid="download-error">
          {problem.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {m.content_admin_cancel()}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={upload.isPending} data-testid="download-save">
          {m.content_admin_save()}
        </Button>
      </Group>
    </Stack>
  );
}

/** Download/{id} files: staff add, edit (titles, replacement file) and delete them. */
export function DownloadsTab({ lang }: { lang: Locale }) {
  const downloads = useAdminDownloads();
  const remove = useAdminWrite();
  const [editing, setEditing] = useState<Draft | null>(null);
  const columns = { title: m.content_admin_title(), file: m.content_admin_download_file(), status: m.content_admin_status() };
  return (
    <Stack>
      <Button w="fit-content" leftSection={<IconPlus size={16} />} onClick={() => setEditing(emptyDraft)} data-testid="new-download">
        {m.content_admin_new_download()}
      </Button>
      {remove.isError ? <Alert color="red">{adminErrorLine(remove.error)}</Alert> : null}
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
                <RowActions onEdit={() => setEditing(draftOf(row))} onDelete={() => remove.mutate({ method: 'DELETE', path: `downloads/${row.id}` })} testId="download" />
              </Table.Tr>
            ))}
          </StackTable>
        </Paper>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.id ? m.content_admin_edit_download() : m.content_admin_new_download()} size="lg">
        {editing ? <DownloadForm key={editing.id ?? 'new'} draft={editing} onClose={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}
