import { useState } from 'react';
import type { AdminDownload } from '#common/contracts/content';
import { useAdminDownloads, useAdminWrite, useSaveDownload, useUpload } from '../api/resources';
import { adminErrorLine, adminProblemOf } from './field-messages';

export type DownloadDraft = { id?: string; uploadId: string; fileName: string; titleTh: string; titleEn: string; descriptionTh: string; descriptionEn: string; published: boolean };
const emptyDraft: DownloadDraft = { uploadId: '', fileName: '', titleTh: '', titleEn: '', descriptionTh: '', descriptionEn: '', published: true };
const draftOf = (row: AdminDownload): DownloadDraft => ({
  id: row.id,
  uploadId: row.uploadId ?? '',
  fileName: row.file?.name ?? '',
  titleTh: row.titleTh,
  titleEn: row.titleEn,
  descriptionTh: row.descriptionTh,
  descriptionEn: row.descriptionEn,
  published: row.published,
});

/** The downloads list, the one being edited (a new one starts empty), and deleting from a row. */
export function useDownloadsTab() {
  const downloads = useAdminDownloads();
  const remove = useAdminWrite();
  const [editing, setEditing] = useState<DownloadDraft | null>(null);
  return {
    downloads,
    editing,
    create: () => setEditing(emptyDraft),
    edit: (row: AdminDownload) => setEditing(draftOf(row)),
    close: () => setEditing(null),
    remove: (row: AdminDownload) => remove.mutate({ method: 'DELETE', path: `downloads/${row.id}` }),
    removeError: remove.isError ? adminErrorLine(remove.error) : null,
  };
}

/** One download's form: its text fields with the server's field errors, the file upload (new or replacing), saving. */
export function useDownloadForm(draft: DownloadDraft, onClose: () => void) {
  const [values, setValues] = useState(draft);
  const upload = useUpload();
  const save = useSaveDownload();
  const problem = save.isError ? adminProblemOf(save.error) : null;
  const fields = problem?.fields ?? {};
  return {
    values,
    setPublished: (published: boolean) => setValues({ ...values, published }),
    text: (key: 'titleTh' | 'titleEn' | 'descriptionTh' | 'descriptionEn') => ({
      value: values[key],
      onChange: (event: { currentTarget: { value: string } }) => setValues({ ...values, [key]: event.currentTarget.value }),
      error: fields[key],
    }),
    drop: (files: File[]) =>
      files[0] && upload.mutate({ file: files[0], purpose: 'download' }, { onSuccess: (result) => setValues((current) => ({ ...current, uploadId: result.id, fileName: result.originalName })) }),
    uploading: upload.isPending,
    fileError: upload.isError ? adminErrorLine(upload.error) : (fields.uploadId ?? null),
    problem,
    saving: save.isPending,
    submit: () => {
      const { id, fileName: _fileName, ...input } = values;
      save.mutate({ input, id }, { onSuccess: onClose });
    },
  };
}
