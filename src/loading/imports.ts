/** The files loaded after the first paint as chunks of the app (package build, source); see ./payment.ts and ./checks.ts. */
export const importPaymentScreen = () => import('../payment-screen/index.js');
export const importChecks = () => import('../checks/index.js');
