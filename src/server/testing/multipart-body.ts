import { randomBytes } from 'node:crypto';

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it, with its content type. */
export function multipartBody(...parts: FilePart[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----LuzTestBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename ?? 'photo.png'}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
