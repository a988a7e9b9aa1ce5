/**
 * The wallet-address rows of the form: a coin picker, a coin type number for other coins, the
 * address, and remove/add buttons. Each row keeps a stable id while the buyer edits, so removing
 * a row moves nothing that belongs to the rows below (their typed text, their DOM and focus).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { COMMON_COINS, isCommonCoin } from '../form/coins.js';
import type { WalletRow } from '../form/host-input.js';
import { formatNumber } from '../locales/numbers.js';
import { type FormStrings } from '../locales/strings.js';
import { selectField, textField, type FieldBase } from './fields.js';

const OTHER_COIN = 'other';

/** Digits only: `Number()` would also take "1e3", "0x10" or "-0" for a coin type. */
function readCoinId(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
}

export interface WalletEditorContext {
  text: FormStrings;
  locale: string;
  locked: boolean;
  /** What every field shares, for the request path `path`. */
  field(path: string): FieldBase;
  /** The buyer changed the rows; `path` is the field that changed. */
  change(rows: WalletRow[], path: string): void;
}

/** The buyer changed row `i` by `patch`; `path` is the field that changed. */
type Update = (i: number, patch: Partial<WalletRow>, path: string) => void;

export class WalletEditor {
  /** The rows the ids belong to: rows that code put in their place get new ids. */
  private rows: readonly WalletRow[] | undefined;
  private ids: number[] = [];
  private nextId = 0;
  /**
   * Rows where the buyer chose "other coin type" or typed a coin type number, by row id, with the
   * number as typed: "-" or "1e" must not be wiped mid-typing, and the field must not vanish when
   * the number typed so far is a common coin's. Rows with an uncommon coin show the field anyway.
   */
  private typed = new Map<number, string>();

  render(rows: readonly WalletRow[], c: WalletEditorContext): TemplateResult {
    if (c.locked && rows.length === 0) return html``;
    this.adopt(rows);
    const set = (next: WalletRow[], ids: number[], path: string) => {
      this.rows = next;
      this.ids = ids;
      c.change(next, path);
    };
    const update: Update = (i, patch, path) => set(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)), this.ids, path);
    return html`<fieldset class="wallets">
      <legend>${c.text.walletsLegend}</legend>
      ${rows.map((row, i) => {
        const id = this.ids[i]!;
        // Each row's controls are its own (keyed by the row's id): a row removed above another
        // never hands its inputs, their errors or a typed coin number to the row below.
        const remove = () => {
          this.typed.delete(id);
          set(
            rows.filter((_, j) => j !== i),
            this.ids.filter((_, j) => j !== i),
            'walletAddrs',
          );
        };
        return keyed(id, this.row(row, i, id, c, update, remove));
      })}
      ${c.locked
        ? nothing
        : html`<button
            type="button"
            class="secondary"
            @click=${() => set([...rows, { addr: '', coinId: 60 }], [...this.ids, this.nextId++], `walletAddrs.${rows.length}`)}
          >
            ${c.text.addWallet}
          </button>`}
    </fieldset>`;
  }

  private row(row: WalletRow, i: number, id: number, c: WalletEditorContext, update: Update, remove: () => void): TemplateResult {
    const t = c.text;
    const other = !isCommonCoin(row.coinId) || this.typed.has(id);
    return html`<div class="wallet-row">
      ${this.coinPicker(row, i, id, other, c, update)}
      ${other
        ? textField({
            ...c.field(`walletAddrs.${i}.coinId`),
            label: t.walletCoinIdLabel,
            value: this.coinIdValue(id, row.coinId),
            inputmode: 'numeric',
            ltr: true,
            locked: c.locked,
            onInput: (value) => {
              this.typed.set(id, value);
              update(i, { coinId: readCoinId(value) }, `walletAddrs.${i}.coinId`);
            },
          })
        : nothing}
      ${textField({
        ...c.field(`walletAddrs.${i}.addr`),
        label: t.walletAddrLabel,
        value: row.addr,
        ltr: true,
        mono: true,
        locked: c.locked,
        onInput: (value) => update(i, { addr: value }, `walletAddrs.${i}.addr`),
      })}
      ${c.locked
        ? nothing
        : html`<button
            type="button"
            class="secondary remove"
            aria-label="${t.removeWallet} (${formatNumber(i + 1, c.locale)})"
            @click=${remove}
          >
            ${t.removeWallet}
          </button>`}
    </div>`;
  }

  private coinPicker(row: WalletRow, i: number, id: number, other: boolean, c: WalletEditorContext, update: Update): TemplateResult {
    return selectField({
      // No rule checks the picker itself: its number is checked in the coin type field.
      ...c.field(`walletAddrs.${i}.coin`),
      label: c.text.walletCoinLabel,
      value: other ? OTHER_COIN : String(row.coinId),
      options: [
        ...COMMON_COINS.map((coin) => ({ value: String(coin.id), label: coin.name })),
        { value: OTHER_COIN, label: c.text.walletCoinOther },
      ],
      locked: c.locked,
      onChange: (value) => {
        if (value === OTHER_COIN) {
          this.typed.set(id, this.coinIdValue(id, row.coinId));
          update(i, {}, `walletAddrs.${i}.coin`);
        } else {
          this.typed.delete(id);
          update(i, { coinId: Number(value) }, `walletAddrs.${i}.coinId`);
        }
      },
    });
  }

  /** Rows the editor did not make itself (the host's, or code's) start over with new ids. */
  private adopt(rows: readonly WalletRow[]): void {
    if (rows === this.rows) return;
    this.rows = rows;
    this.ids = rows.map(() => this.nextId++);
    this.typed.clear();
  }

  /** The buyer's own text while it still says the row's number (code may have replaced the rows since). */
  private coinIdValue(id: number, coinId: number): string {
    const typed = this.typed.get(id);
    if (typed !== undefined && Object.is(readCoinId(typed), coinId)) return typed;
    return Number.isNaN(coinId) ? '' : String(coinId);
  }
}
