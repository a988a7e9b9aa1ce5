/** What to load for `source` as required from `importer`: a file, or a module made here (`contents`); undefined for qrcode's own. */
export function qrcodeSubstitute(source: string, importer: string | undefined): { path: string; contents?: string } | undefined;
