declare module 'virtual:tala/endpoints' {
  /** Schema-free endpoint table generated from the contract (web/build/endpoint-metadata.ts). */
  export const endpoints: Record<string, Record<string, Record<string, unknown>>>;
}
