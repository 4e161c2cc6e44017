import * as v from 'valibot';
import { uploadImageResponse } from '#common/contracts/marketer';
import { uploadWithProgress } from '#client/api/upload';

/** PATCH /api/marketers/{id}/upload-profile-image, reporting upload progress. */
export const uploadProfileImage = async (uuid: string, file: File, onProgress: (percent: number) => void) =>
  v.parse(uploadImageResponse, await uploadWithProgress('PATCH', `/api/marketers/${uuid}/upload-profile-image`, file, onProgress));
