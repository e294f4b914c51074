import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from '../../src/server/db/dialect';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

// What a PostgreSQL that restarts, crashes or starts up says to node-postgres: each is a 503 to retry.
describe('databaseUnavailable', () => {
  it.each([
    ['a fast shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crash of another backend', withCode('57P02')],
    ['a database starting up', withCode('57P03', 'the database system is starting up')],
    ['nobody listening', withCode('ECONNREFUSED')],
    ['a socket closed under a write', withCode('EPIPE')],
    ['a connection that ended mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a rollback on a lost client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a query on a closed client', new Error('Client was closed and is not queryable')],
  ])('is true for %s', (_what, error) => {
    expect(databaseUnavailable(error)).toBe(true);
  });

  it('is false for a bug', () => {
    expect(databaseUnavailable(withCode('42P01', 'relation "quotes" does not exist'))).toBe(false);
  });
});
