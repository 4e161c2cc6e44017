import { Alert, Button, Group, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { useDownloadForm, type DownloadDraft } from './use-downloads-tab';

/** Create or edit one download: titles and descriptions in th and en, and its file (uploaded, or replaced). */
export function DownloadForm({ draft, onClose }: { draft: DownloadDraft; onClose: () => void }) {
  const { values, setPublished, text, drop, uploading, fileError, problem, saving, submit } = useDownloadForm(draft, onClose);
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
        <Dropzone onDrop={drop} maxSize={4_096_000} multiple={false} loading={uploading} p="md" data-testid="download-dropzone">
          <Group justify="center" gap="xs">
            <IconUpload size={18} />
            <Text size="sm" ta="center">
              {values.uploadId ? m.content_admin_file_replace() : m.content_admin_file_drop()}
            </Text>
          </Group>
        </Dropzone>
        {fileError ? (
          <Text size="sm" c="red" role="alert">
            {fileError}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={m.content_admin_title_th()} {...text('titleTh')} data-testid="download-title-th" />
        <TextInput label={m.content_admin_title_en()} {...text('titleEn')} data-testid="download-title-en" />
        <Textarea label={m.content_admin_description_th()} autosize minRows={2} {...text('descriptionTh')} />
        <Textarea label={m.content_admin_description_en()} autosize minRows={2} {...text('descriptionEn')} />
      </SimpleGrid>
      <Switch label={m.content_admin_download_published()} checked={values.published} onChange={(event) => setPublished(event.currentTarget.checked)} />
      {problem ? (
        <Alert color="red" role="alert" data-testid="download-error">
          {problem.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {m.content_admin_cancel()}
        </Button>
        <Button onClick={submit} loading={saving} disabled={uploading} data-testid="download-save">
          {m.content_admin_save()}
        </Button>
      </Group>
    </Stack>
  );
}
