import { Anchor, Badge, Button, FileButton, Group, Image, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import type { BankDocument } from '#common/contracts/earnings';
import type { BankDocumentKind } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { documentLabels, documentStatusColors, documentStatusLabels } from '../bank-labels';
import { acceptedTypes, useBankDocumentUpload } from './use-bank-document-upload';

export interface ChosenDocument {
  uploadId: string;
  url: string;
  mime: string;
  /** The file's name when chosen on this screen. */
  name?: string;
  /** The review of a document already sent (none for a new file). */
  status?: BankDocument['status'];
  rejectReason?: string | null;
}

const helps: Record<BankDocumentKind, () => string> = {
  id_card: () => m.bank_document_id_card_help(),
  bank_book: () => m.bank_document_bank_book_help(),
  vat_registration: () => m.bank_document_vat_registration_help(),
};

/** One piece of evidence: what to send, the file sent (with its review), and a button that uploads with progress. */
export function BankDocumentField({ uuid, kind, value, onChange, error }: { uuid: string; kind: BankDocumentKind; value: ChosenDocument | null; onChange: (value: ChosenDocument) => void; error?: string | null }) {
  const { progress, uploadError, choose } = useBankDocumentUpload({ uuid, kind, onChange });
  const labelId = `bank-document-${kind}-label`;

  const shownError = uploadError ?? error ?? null;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`bank-document-${kind}`} style={shownError ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} id={labelId}>
            {documentLabels[kind]()}
          </Text>
          {value?.status ? (
            <Badge color={documentStatusColors[value.status]} variant="light" data-testid={`bank-document-${kind}-status`}>
              {documentStatusLabels[value.status]()}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {helps[kind]()}
        </Text>
        {value?.status === 'reject' && value.rejectReason ? (
          <Text size="sm" c="red" data-testid={`bank-document-${kind}-reason`}>
            {m.bank_document_rejected({ reason: value.rejectReason })}
          </Text>
        ) : null}
        <Group gap="md" wrap="nowrap" align="center">
          {value ? <DocumentPreview document={value} label={documentLabels[kind]()} /> : null}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <FileButton onChange={(file) => void choose(file)} accept={acceptedTypes.join(',')} inputProps={{ 'aria-labelledby': labelId, 'data-testid': `bank-document-${kind}-input` } as Record<string, string>}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconUpload size={16} />} w="fit-content" loading={progress !== null} aria-describedby={labelId} data-testid={`bank-document-${kind}-button`}>
                  {value ? m.bank_document_replace() : m.bank_document_choose()}
                </Button>
              )}
            </FileButton>
            {value?.name ? (
              <Text size="xs" c="dimmed" truncate="end" data-testid={`bank-document-${kind}-name`}>
                {value.name}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {m.bank_document_limits()}
            </Text>
          </Stack>
        </Group>
        {progress !== null ? <Progress value={progress} animated aria-label={m.bank_uploading({ percent: String(progress) })} data-testid={`bank-document-${kind}-progress`} /> : null}
        {shownError ? (
          <Text size="sm" c="red" role="alert" data-testid={`bank-document-${kind}-error`}>
            {shownError}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A thumbnail of an image (opens full size), or a PDF icon linking to the file. */
export function DocumentPreview({ document, label, size = 72, fill = false }: { document: { url: string; mime: string }; label: string; size?: number; fill?: boolean }) {
  return (
    <Anchor href={document.url} target="_blank" rel="noopener noreferrer" aria-label={m.bank_document_open({ name: label })} style={{ flexShrink: 0, display: fill ? 'block' : undefined }}>
      {document.mime.startsWith('image/') ? (
        // A thumbnail is cropped to a square; staff's evidence (fill) shows the whole page.
        <Image src={document.url} alt={label} w={fill ? '100%' : size} h={size} radius="sm" fit={fill ? 'contain' : 'cover'} bg="gray.1" />
      ) : (
        <ThemeIcon size={size} radius="sm" variant="light" color="red">
          <IconFileTypePdf size={size / 2} />
        </ThemeIcon>
      )}
    </Anchor>
  );
}
