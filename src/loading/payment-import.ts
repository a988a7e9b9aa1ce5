/** The payment file as a chunk of the app (package build, source); see ./payment.ts. */
export const importPaymentScreen = () => import('../payment-screen/index.js');
