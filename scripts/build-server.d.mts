/** Builds the server bundle and answers its path. */
export declare const buildServer: () => Promise<string>;
