export declare const SCHEMA_DIR: string;
export declare const PUBLISHED_HEADER: string;
/** The files' contents, in file-name order, concatenated under the published header. */
export declare function publishedSdl(typeDefs: string[]): string;
/** The .graphql files of a schema folder (default: this one), in file-name order. */
export declare function readSchemaFiles(dir?: string): string[];
