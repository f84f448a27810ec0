export declare const root: string;
export declare const defaultWebDist: string;
export declare const webSources: string[];
export declare function newestMtime(paths?: string[]): number;
export declare function staleReason(outDir?: string, options?: { manifest?: boolean }): string | null;
export declare function manifestPath(outDir: string): string;
export declare function buildWeb(outDir?: string, options?: { manifest?: boolean; quiet?: boolean }): Promise<void>;
export declare function ensureWebBuild(outDir?: string, options?: { manifest?: boolean; quiet?: boolean }): Promise<string>;
