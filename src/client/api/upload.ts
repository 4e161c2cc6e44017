/**
 * A multipart upload ("file" field) with progress: ofetch reports none, so XMLHttpRequest.
 * Same-origin, so the session cookie and the Origin header go along. Resolves with the JSON body
 * (the caller parses it with its contract); rejects like the fetch client, `{ status, data }` with
 * the problem+json body, or an Error('network') when no answer came back (problemText: network).
 */
export function uploadWithProgress(method: 'POST' | 'PATCH', url: string, file: File, onProgress: (percent: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject({ status: request.status, data: body });
    };
    request.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}
