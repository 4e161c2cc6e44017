import { ActionIcon, Anchor, Button, FileButton, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { campaignAttachmentLimit, type CampaignAttachment } from '#common/contracts/campaigns';
import { m } from '#common/paraglide/messages.js';
import { acceptedTypes, useAttachmentUpload, type WizardAttachment } from './use-campaign-attachments';

/** 350 KB, 1.2 MB: decimal units, like the 4 MB (4,096,000 bytes) limit the screens state. */
export const fileSizeText = (bytes: number) => (bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`);

function FileIcon({ mime }: { mime: string }) {
  return (
    <ThemeIcon variant="light" color={mime === 'application/pdf' ? 'red' : 'kolify'} size={32} radius="sm">
      {mime === 'application/pdf' ? <IconFileTypePdf size={18} /> : <IconPhoto size={18} />}
    </ThemeIcon>
  );
}

/**
 * The wizard's attachments: files uploaded one by one through the upload service (checked here
 * first so a big photo does not upload for nothing; the server checks again), listed with name
 * and size, removable; at most `campaignAttachmentLimit`. Saved with the campaign.
 */
export function CampaignAttachmentsField({ value, onChange, error }: { value: WizardAttachment[]; onChange: (next: WizardAttachment[]) => void; error?: string }) {
  const { uploading, errors, room, choose } = useAttachmentUpload(value, onChange);
  return (
    <Stack gap={6} data-testid="campaign-attachments">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} id="campaign-attachments-label">
          {m.campaign_field_attachments()}
        </Text>
        <Text size="xs" c="dimmed" data-testid="campaign-attachments-count">
          {m.campaign_attachments_count({ count: String(value.length), max: String(campaignAttachmentLimit) })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" id="campaign-attachments-hint">
        {m.campaign_attachments_hint({ max: String(campaignAttachmentLimit) })}
      </Text>
      {value.length > 0 && (
        <Stack gap={6}>
          {value.map((item) => (
            <Paper key={item.uploadId} withBorder p="xs" radius="md" data-testid="campaign-attachment">
              <Group gap="sm" wrap="nowrap">
                <FileIcon mime={item.mime} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate="end">
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {fileSizeText(item.sizeBytes)}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => onChange(value.filter((other) => other.uploadId !== item.uploadId))}
                  aria-label={m.campaign_attachments_remove({ name: item.name })}
                  data-testid="campaign-attachment-remove"
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <FileButton
        multiple
        onChange={(files) => void choose(files)}
        accept={acceptedTypes.join(',')}
        disabled={room <= 0 || uploading !== null}
        inputProps={{ 'aria-labelledby': 'campaign-attachments-label', 'aria-describedby': 'campaign-attachments-hint', 'data-testid': 'campaign-attachments-input' } as Record<string, string>}
      >
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconUpload size={16} />} w="fit-content" loading={uploading !== null} disabled={room <= 0} data-testid="campaign-attachments-add">
            {m.campaign_attachments_add()}
          </Button>
        )}
      </FileButton>
      {uploading && <Progress value={uploading.percent} animated aria-label={m.campaign_attachments_uploading({ name: uploading.name, percent: String(uploading.percent) })} />}
      {[...errors, ...(error ? [error] : [])].map((text) => (
        <Text key={text} size="sm" c="red" role="alert" data-testid="campaign-attachments-error">
          {text}
        </Text>
      ))}
    </Stack>
  );
}

/** A campaign's files as download links (job detail, the marketer's campaign screen). */
export function CampaignAttachmentList({ attachments }: { attachments: CampaignAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Paper withBorder p="lg" data-testid="campaign-attachment-list">
      <Text fw={600} mb="xs">
        {m.campaign_field_attachments()}
      </Text>
      <Stack gap="xs">
        {attachments.map((item) => (
          <Group key={item.uploadId} gap="sm" wrap="nowrap">
            <FileIcon mime={item.mime} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Anchor href={item.url} download={item.name} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} aria-label={m.campaign_attachment_download({ name: item.name, size: fileSizeText(item.sizeBytes) })} data-testid="campaign-attachment-link">
                {item.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {fileSizeText(item.sizeBytes)}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** The server's word on the attachments (`attachments`, `attachments.N.uploadId`) as one sentence. */
export const attachmentsErrorOf = (errors: Record<string, string>) => Object.entries(errors).find(([path]) => path === 'attachments' || path.startsWith('attachments.'))?.[1];
