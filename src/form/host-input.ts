/**
 * Reading what the host page set: attribute text and property values of any type, turned into
 * the form's values without ever throwing. What cannot be read is reported, not dropped.
 */
import type { WalletAddr } from '../checks/schemas.js';

/** A wallet row as the form edits it; `coinId` is NaN while the buyer's number is not one. */
export type WalletRow = WalletAddr;

export function readWalletAddrs(value: unknown): { rows: WalletRow[]; ok: boolean } {
  let list = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return { rows: [], ok: true };
    try {
      list = JSON.parse(value);
    } catch {
      return { rows: [], ok: false };
    }
  }
  if (list === undefined || list === null) return { rows: [], ok: true };
  if (!Array.isArray(list)) return { rows: [], ok: false };
  // Rows already in shape are kept as they are: the wallet editor knows its own rows by identity.
  if (list.every(isRow)) return { rows: list, ok: true };
  const rows: WalletRow[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) return { rows: [], ok: false };
    const { addr, coinId } = entry as { addr?: unknown; coinId?: unknown };
    rows.push({ addr: typeof addr === 'string' ? addr : '', coinId: typeof coinId === 'number' ? coinId : Number(coinId) });
  }
  return { rows, ok: true };
}

function isRow(entry: unknown): entry is WalletRow {
  const row = entry as Partial<WalletRow> | null;
  return typeof row === 'object' && row !== null && typeof row.addr === 'string' && typeof row.coinId === 'number';
}

/** The fields the host can lock, by property name; attribute spellings are accepted too. */
export const LOCKABLE = ['domain', 'years', 'ownerAddress', 'walletAddrs', 'currency', 'ownerEmail', 'ownerName'] as const;
export type LockableField = (typeof LOCKABLE)[number];

export function readLocked(value: unknown): ReadonlySet<LockableField> {
  const words = typeof value === 'string' ? value.split(/[\s,]+/) : Array.isArray(value) ? value.map(String) : [];
  const camel = words.map((w) => w.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
  return new Set(LOCKABLE.filter((field) => camel.includes(field)));
}

/** A list attribute such as `currencies="BTC ETH"`, or an array property; uppercased, no repeats. */
export function readList(value: unknown): string[] {
  const words = typeof value === 'string' ? value.split(/[\s,]+/) : Array.isArray(value) ? value.map(String) : [];
  return [...new Set(words.map((w) => w.trim().toUpperCase()).filter(Boolean))];
}

/** A text setting, trimmed; anything else (a removed attribute is null) reads as empty, never throws. */
export function readText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
