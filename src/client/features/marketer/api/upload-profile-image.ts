/**
 * PATCH /api/marketers/{id}/upload-profile-image with upload progress. XMLHttpRequest, not the
 * fetch client: fetch cannot report upload progress. Same rules: credentials, problem+json.
 */
export function uploadProfileImage(uuid: string, file: File, onProgress: (percent: number) => void): Promise<{ profileImageUrl: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PATCH', `/api/marketers/${uuid}/upload-profile-image`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        data = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as { profileImageUrl: string });
      else reject({ status: request.status, data });
    };
    request.onerror = () => reject({ status: 0, data: null });
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}
