/** The server bundle's path. */
export declare const SERVER_BUNDLE: string;
/** Builds the server bundle and answers its path. */
export declare const buildServer: () => Promise<string>;
