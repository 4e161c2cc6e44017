import { useState } from 'react';
import { campaignAttachmentLimit } from '#common/contracts/campaigns';
import { m } from '#common/paraglide/messages.js';
import { toProblem } from '#client/api/problem';
import { uploadCampaignAttachment } from '../api/campaigns';
import { problemText } from '../labels';

/** SPEC §5: at most 4,096,000 bytes; images or a PDF (the server reads the type from the bytes). */
const maxBytes = 4_096_000;
export const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];

/** A file in the wizard: uploaded (uploadId), with what the list shows. */
export interface WizardAttachment {
  uploadId: string;
  name: string;
  mime: string;
  sizeBytes: number;
}

/**
 * Uploading the files chosen, one by one, with the one in flight and its percent; each is checked
 * here first (count, size, type) so a big photo does not upload for nothing, and the server's
 * refusals are named per file. Each stored file is added to the list at once.
 */
export function useAttachmentUpload(value: WizardAttachment[], onChange: (next: WizardAttachment[]) => void) {
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const room = campaignAttachmentLimit - value.length;

  const choose = async (files: File[]) => {
    const found: string[] = [];
    if (files.length > room) found.push(m.campaign_error_attachments_too_many({ max: String(campaignAttachmentLimit) }));
    let list = value;
    for (const file of files.slice(0, Math.max(0, room))) {
      if (file.size > maxBytes) {
        found.push(m.campaign_error_attachment_too_large({ name: file.name }));
        continue;
      }
      if (file.type && !acceptedTypes.includes(file.type)) {
        found.push(m.campaign_error_attachment_type({ name: file.name }));
        continue;
      }
      setUploading({ name: file.name, percent: 0 });
      try {
        const stored = await uploadCampaignAttachment(file, (percent) => setUploading({ name: file.name, percent }));
        list = [...list, { uploadId: stored.uploadId, name: file.name.slice(0, 200), mime: stored.mime, sizeBytes: stored.sizeBytes }];
        onChange(list);
      } catch (failure) {
        const problem = toProblem(failure);
        if (problem.type === 'payload_too_large') found.push(m.campaign_error_attachment_too_large({ name: file.name }));
        else if (problem.type === 'unsupported_media_type') found.push(m.campaign_error_attachment_type({ name: file.name }));
        else found.push(problemText(failure));
      }
    }
    setUploading(null);
    setErrors(found);
  };
  return { uploading, errors, room, choose };
}
