import { useState } from 'react';
import type { BankDocumentKind } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { toProblem } from '#client/api/problem';
import { problemMessage } from '#client/app/problem-message';
import { uploadBankDocument } from '../api/bank-account';
import { bankFieldMessage } from '../bank-labels';
import type { ChosenDocument } from './bank-document-field';

/** SPEC §5: at most 4,096,000 bytes; images or a PDF (the server reads the type from the bytes). */
export const maxDocumentBytes = 4_096_000;
export const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];

/** One bank document's upload (decision 058): the checks before sending, the progress, the refusal in the member's language. */
export function useBankDocumentUpload({ uuid, kind, onChange }: { uuid: string; kind: BankDocumentKind; onChange: (value: ChosenDocument) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    // Checked before sending so a big photo does not upload for nothing; the server checks again.
    if (file.size > maxDocumentBytes) return setUploadError(m.bank_error_file_too_large());
    if (file.type && !acceptedTypes.includes(file.type)) return setUploadError(m.bank_error_file_type());
    setProgress(0);
    try {
      const uploaded = await uploadBankDocument(uuid, kind, file, setProgress);
      onChange({ uploadId: uploaded.id, url: uploaded.url, mime: uploaded.mime, name: file.name });
    } catch (failure) {
      const problem = toProblem(failure);
      const field = problem.errors?.find((item) => item.path === 'file');
      setUploadError(field ? bankFieldMessage(field.message) : problemMessage(problem));
    } finally {
      setProgress(null);
    }
  };
  return { progress, uploadError, choose };
}
