import type { CryptoPurchaseRequest, FiatPurchaseRequest } from '../../src/checks/eager-schemas.js';

export const PARTNER_ID = '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b';
export const OWNER = '0x1234567890abcdef1234567890ABCDEF12345678';

export function fiatRequest(overrides: Partial<FiatPurchaseRequest> = {}): FiatPurchaseRequest {
  return {
    checkoutId: crypto.randomUUID(),
    domain: 'example.com',
    externalUserId: '0b7e6f3c-2a1d-4c5b-8e9f-0a1b2c3d4e5f',
    ownerAddress: OWNER,
    partnerId: PARTNER_ID,
    processorConnectedAccountId: 'acct_1Nv0FGQ9RKHgCVdK',
    walletAddrs: [{ addr: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd', coinId: 60 }],
    years: 2,
    ...overrides,
  };
}

export function cryptoRequest(overrides: Partial<CryptoPurchaseRequest> = {}): CryptoPurchaseRequest {
  return {
    currency: 'BTC',
    domain: 'example.com',
    ownerAddress: OWNER,
    ownerEmail: 'buyer@example.org',
    ownerName: 'Ada Lovelace',
    partnerId: PARTNER_ID,
    walletAddrs: [],
    years: 1,
    ...overrides,
  };
}
