import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A part sent as a file: an inline image has a Content-ID the HTML refers to as cid:... */
export interface MailAttachment {
  cid: string;
  contentType: string;
  disposition: string;
  /** The content as it arrived, in base64. */
  base64: string;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** A real SMTP server on a loopback port that keeps what it receives; it can stop and start again on that port. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Set to make the server refuse recipients with this SMTP code (e.g. 450 or 550). */
  refuseWith: number | undefined;
  /** Milliseconds the server takes to accept each mail, to let two senders overlap. */
  delayMs = 0;
  port = 0;
  private server: SMTPServer | undefined;

  async start(): Promise<this> {
    if (this.server) return this;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 200,
      // No DNS lookup of each client's address: on a machine without a resolver it costs each mail time.
      disableReverseLookup: true,
      onRcptTo: (_address, _session, callback) => {
        if (this.refuseWith === undefined) return callback();
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = this.refuseWith;
        callback(error);
      },
      onData: (stream, session, callback) => {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          setTimeout(() => {
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              ...parseMail(raw),
            });
            callback();
          }, this.delayMs);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodePart(part: string): { headers: Record<string, string>; body: string } {
  const split = part.search(/\r?\n\r?\n/);
  const headers = parseHeaders(part.slice(0, split));
  const raw = part.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(raw)
      : encoding === 'base64'
        ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
        : raw;
  return { headers, body };
}

/** Just enough MIME for tests: headers (subject decoded), the text and HTML parts, and the attachments. */
export function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const { headers, body } = decodePart(raw);
  if (headers.subject) {
    headers.subject = headers.subject
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
      );
  }
  const found = { text: '', html: '', attachments: [] as MailAttachment[] };
  // Parts nest: an inline image puts the HTML and the image in a multipart/related of their own.
  const walk = (part: { headers: Record<string, string>; body: string }, source: string) => {
    const type = part.headers['content-type'] ?? '';
    const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
    if (boundary) {
      for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const inner = chunk.replace(/^\r?\n/, '');
        walk(decodePart(inner), inner);
      }
    } else if (part.headers['content-id'] || /^(image|application)\//.test(type)) {
      const base64 = source.slice(source.search(/\r?\n\r?\n/)).replace(/\s+/g, '');
      found.attachments.push({
        cid: (part.headers['content-id'] ?? '').replace(/^<|>$/g, ''),
        contentType: type.split(';')[0]?.trim() ?? '',
        disposition: (part.headers['content-disposition'] ?? '').split(';')[0]?.trim() ?? '',
        base64,
      });
    } else if (type.startsWith('text/html')) found.html = part.body;
    else if (type.startsWith('text/plain') || !type) found.text = part.body;
  };
  walk({ headers, body }, raw);
  return {
    headers,
    text: found.text.replace(/\r\n/g, '\n'),
    html: found.html,
    attachments: found.attachments,
  };
}

/** Polls until the check passes (or fails the test after a few seconds). */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, ms = 8000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
