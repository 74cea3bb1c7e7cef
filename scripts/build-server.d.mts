/** Builds the server bundle and answers its path. */
export declare const buildServer: () => Promise<string>;
/** Node flags the bundle runs with. */
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const CREATE_OPERATOR_BUNDLE: string;
