/** The file to load for `source` as required from `importer`, or undefined to load it as qrcode ships it. */
export function qrcodeSubstitute(source: string, importer: string | undefined): string | undefined;
