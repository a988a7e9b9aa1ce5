/** The files loaded after the first paint as chunks of the app (package build, source); see ./payment.ts, ./checks.ts and ./price.ts. */
export const importPaymentScreen = () => import('../payment-screen/index.js');
export const importChecks = () => import('../checks/index.js');
export const importPrice = () => import('../price/index.js');
