/**
 * The crypto element's settings for tracking a payment after the form, read once per update into
 * its host settings (`tracking`): where the payment is kept (`persist`), what the host says of it
 * (`paymentStatus`, `paymentStatusSource`) and how the element reads the chain itself. Never throws; what is wrong is said to the site's developer (each
 * warning once) and the setting is treated as unset.
 */
import type { PaymentStatusSource } from '../payment/payment-ids.js';
import { readPaymentStatus, type PaymentStatus, type StatusReading } from '../payment/payment-status.js';
import { readPersist, type Persist } from '../payment/resume-store.js';

export interface TrackingSettings {
  persist: Persist;
  /** The host's `paymentStatus`, read; the same object while the host's value is the same, so a session applies it once. */
  status: PaymentStatus | undefined;
  source: PaymentStatusSource | undefined;
  /** For `console.warn`, once each. */
  warnings: string[];
  /** `chain-reads`, `confirmations` and `explorers` as the host set them: the payment file reads them (src/chain/), the first load carries none of it. */
  chain: { chainReads: unknown; confirmations: unknown; explorers: unknown };
}

export interface TrackingInput {
  persist: unknown;
  paymentStatus: unknown;
  paymentStatusSource: unknown;
  chainReads: unknown;
  confirmations: unknown;
  explorers: unknown;
}

/** Each object the host set, read once: a status is applied when it changes, not at every update. */
const readings = new WeakMap<object, StatusReading>();

function readStatus(value: object): StatusReading {
  let reading = readings.get(value);
  if (!reading) readings.set(value, (reading = readPaymentStatus(value)));
  return reading;
}

export function readTrackingSettings({ persist, paymentStatus, paymentStatusSource, chainReads, confirmations, explorers }: TrackingInput): TrackingSettings {
  const warnings: string[] = [];
  const kept = readPersist(persist);
  // An unknown mode keeps nothing: a host that meant less than `session` must not get more.
  if (!kept) warnings.push('persist must be "session" or "none"; nothing is kept for this tab.');
  let status: PaymentStatus | undefined;
  if (paymentStatus !== undefined && paymentStatus !== null) {
    const reading = typeof paymentStatus === 'object' ? readStatus(paymentStatus) : readPaymentStatus(paymentStatus);
    if (reading.ok) status = reading.status;
    else warnings.push(`paymentStatus ignored: ${reading.reason}`);
  }
  const source = typeof paymentStatusSource === 'function' ? (paymentStatusSource as PaymentStatusSource) : undefined;
  if (!source && paymentStatusSource !== undefined && paymentStatusSource !== null) warnings.push('paymentStatusSource must be a function.');
  return { persist: kept ?? 'none', status, source, warnings, chain: { chainReads, confirmations, explorers } };
}
