import type { api as contractTable } from '@tala/contract/api';
import type { Endpoint } from '@tala/contract/endpoint';
import { endpoints as generated } from 'virtual:tala/endpoints';

/**
 * An endpoint's run-time description without its schemas (see web/build/endpoint-metadata.ts).
 * `api()` accepts it exactly like the contract's endpoint object, with the same typing.
 */
export type EndpointMeta<E extends Endpoint = Endpoint> = Pick<
  E,
  'id' | 'method' | 'path' | 'auth' | 'module' | 'encrypted' | 'form'
> & {
  /** Type only: the contract endpoint this describes. */
  readonly __endpoint?: E;
};

type Table = typeof contractTable;
export type EndpointTable = {
  readonly [D in keyof Table]: {
    readonly [N in keyof Table[D]]: Table[D][N] extends Endpoint ? EndpointMeta<Table[D][N]> : never;
  };
};

/**
 * Every contract endpoint, schema-free, for code on the start-up path:
 *   api(endpoints.system.permission, { url })
 * Lazy feature code may import the contract's endpoint objects directly.
 */
export const endpoints = generated as unknown as EndpointTable;
