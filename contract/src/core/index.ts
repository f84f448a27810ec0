/**
 * The contract's zod-free core: constants and small rules the web's start-up path may import without
 * pulling in a schema library. The schemas in the other contract modules build on these.
 */
export * from './balance.ts';
export * from './bet-slip.ts';
export * from './modules.ts';
export * from './money.ts';
export * from './push.ts';
export * from './roles.ts';
