/**
 * The money queues' names, shared by services/payments.ts (the charge poll), services/credits.ts
 * (a lot's alert and expiry) and the workers that run them (jobs/workers.ts).
 */
export const jobNames = { expireLot: 'credits.expire-lot', alertLot: 'credits.alert-lot', expirePackage: 'packages.expire', pollCharge: 'payments.poll-charge' } as const;
