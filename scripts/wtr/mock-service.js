import { loadMockHandler } from '../load-mock.js';

const handleMockRequest = await loadMockHandler('.cache/mock-api.mjs');

/** The mock purchase service, the same that `npm start` serves. */
export async function mockService(ctx, next) {
  ctx.respond = false;
  if (await handleMockRequest(ctx.req, ctx.res)) return;
  ctx.respond = true;
  return next();
}
