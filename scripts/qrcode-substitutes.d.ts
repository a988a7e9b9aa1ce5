/** The qrcode release these substitutes and patterns were written for. */
export const WRITTEN_FOR: string;
/** Each module of qrcode's core replaced: the `require` it answers, in which of qrcode's modules. */
export const SUBSTITUTES: readonly { importers: string[]; source: string; by: () => { path: string; contents?: string } }[];
/** What to load for `source` as imported by `importer`: a file, or a module made here (`contents`); undefined for qrcode's own. */
export function qrcodeSubstitute(source: string, importer: string | undefined): { path: string; contents?: string } | undefined;
/** A module of qrcode's core as an ES module, with its source map; undefined for any other file. */
export function qrcodeAsModule(code: string, id: string): { code: string; map: import('magic-string').SourceMap } | undefined;
/** Whether a bundler's IMPORT_IS_UNDEFINED log is qrcode's core naming what a substitute leaves out on purpose. */
export function isSubstitutedAway(log: { id?: string; loc?: { file?: string }; message?: string }): boolean;
