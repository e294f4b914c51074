import { describe, expect, it } from 'vitest';
import { redact } from '../../src/server/ops/redact';

describe('redact: what an operator tool printed, before it is logged, shown or mailed', () => {
  it("hides the copy command's own words wherever the output repeats them", () => {
    const command = `curl -fsS -T "$BACKUP_FILE" "https://store.example/up?token=SECRET-TOKEN-123"`;
    expect(redact('sh: 1: token=SECRET-TOKEN-123: not found', command)).not.toContain('SECRET');
    expect(redact('rejected key SECRET-TOKEN-123 (403)', command)).toBe(
      'rejected key [redacted] (403)',
    );
  });

  it('keeps short command words and ordinary output readable', () => {
    expect(redact('no route to the bucket', 'echo "no route to the bucket" >&2; exit 3')).toBe(
      'no route to the bucket',
    );
    const said =
      'aws: error: upload failed: /var/backups/kumul-digital/site-2025-03-02T020000Z.sqlite3 (exit 1)';
    expect(redact(said, 'aws s3 cp "$BACKUP_FILE" s3://kb/ --only-show-errors')).toBe(said);
  });

  it('hides the credentials of a URL', () => {
    expect(redact('could not reach postgres://postgres:S3cretPw@db.example:5432/site')).toBe(
      'could not reach postgres://[redacted]@db.example:5432/site',
    );
  });

  it('hides the values of token=, password=, key= and secret= (and their longer names)', () => {
    expect(
      redact(
        'token=abc123 password="hunter two" api_key=xyz secret=s AWS_SECRET_ACCESS_KEY=wJal&x=1',
      ),
    ).toBe(
      'token=[redacted] password=[redacted] api_key=[redacted] secret=[redacted] AWS_SECRET_ACCESS_KEY=[redacted]&x=1',
    );
    expect(redact('{"password": "hunter2", "user": "ana"}')).toBe(
      '{"password": [redacted], "user": "ana"}',
    );
  });

  it('hides Authorization headers and Bearer or Basic credentials', () => {
    expect(redact('Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(
      'Authorization: Bearer [redacted]',
    );
    expect(redact('sent authorization=Basic dXNlcjpwYXNz')).toBe(
      'sent authorization=Basic [redacted]',
    );
    expect(redact('header: bearer abcdefgh12345678')).toBe('header: bearer [redacted]');
  });

  it('hides long base64 and hex strings', () => {
    expect(redact('sha a94a8fe5ccb19ba61c4c0873d391e987982fbbd3 refused')).toBe(
      'sha [redacted] refused',
    );
    expect(redact('key wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY1+== bad')).toBe(
      'key [redacted] bad',
    );
  });

  it('says the same thing twice over: hiding is idempotent', () => {
    const once = redact('token=abc postgres://a:b@h/d Bearer abcdefgh12345678');
    expect(redact(once)).toBe(once);
  });
});
