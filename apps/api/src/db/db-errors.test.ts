import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseFault, isInvalidValue, isUniqueViolation, sqlStateOf } from './db-errors';

const pgError = (code: string, message = 'pg error') => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('what a database error means', () => {
  it('reads the SQLSTATE through Drizzle’s wrapper', () => {
    expect(sqlStateOf(wrapped(pgError('23505')))).toBe('23505');
    expect(isUniqueViolation(wrapped(pgError('23505')))).toBe(true);
    expect(isInvalidValue(pgError('22P05'))).toBe(true);
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
  });

  it('tells an unreachable database from a slow one, and both from the request’s own fault', () => {
    expect(databaseFault(wrapped(pgError('57P01', 'terminating connection due to administrator command')))).toBe('unavailable');
    expect(databaseFault(wrapped(pgError('08006')))).toBe('unavailable');
    expect(databaseFault(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('unavailable');
    expect(databaseFault(wrapped(new Error('Connection terminated unexpectedly')))).toBe('unavailable');
    expect(databaseFault(new Error('timeout exceeded when trying to connect'))).toBe('timeout');
    expect(databaseFault(wrapped(pgError('57014', 'canceling statement due to statement timeout')))).toBe('timeout');
    expect(databaseFault(wrapped(pgError('55P03', 'canceling statement due to lock timeout')))).toBe('timeout');
    expect(databaseFault(wrapped(pgError('23505')))).toBeNull();
    expect(databaseFault(new TypeError('x is undefined'))).toBeNull();
  });
});
