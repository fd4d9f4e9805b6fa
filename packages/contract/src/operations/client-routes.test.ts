import { describe, expect, expectTypeOf, it } from 'vitest';
import { clientRoutesOf, type ClientOperationId, type ClientRoutes } from './client-routes';
import { PRODUCT_OPERATIONS } from './product';

/** The ids whose path the type system knows only as `string`: a client could not check their parameters. */
type WidePaths = { [Id in ClientOperationId]: string extends ClientRoutes[Id][1] ? Id : never }[ClientOperationId];

describe('client routes', () => {
  it('hold the method and path of every operation that names a client function, and only those', () => {
    const routes = clientRoutesOf(PRODUCT_OPERATIONS);
    const named = PRODUCT_OPERATIONS.filter((op) => 'client' in op);
    expect(Object.keys(routes)).toEqual(named.map((op) => op.operationId));
    expect(routes['updateFaq']).toEqual(['PUT', '/api/v1/organizations/current/faqs/{id}']);
    expect(routes['getMedia']).toBeUndefined();
  });

  it('keep each path literal in the type, so its parameters are known', () => {
    expectTypeOf<WidePaths>().toBeNever();
    expectTypeOf<ClientRoutes['updateFaq']>().toEqualTypeOf<readonly ['PUT', '/api/v1/organizations/current/faqs/{id}']>();
  });
});
