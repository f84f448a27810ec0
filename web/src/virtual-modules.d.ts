declare module 'virtual:tala/endpoints' {
  /** Schema-free endpoint table generated from the contract (web/build/endpoint-metadata.ts). */
  export const endpoints: Record<string, Record<string, Record<string, unknown>>>;
}

declare module 'virtual:tala/error-status' {
  /** Every error code of the contract's catalogue with its HTTP status (web/build/endpoint-metadata.ts). */
  export const errorStatus: Record<string, number>;
}
