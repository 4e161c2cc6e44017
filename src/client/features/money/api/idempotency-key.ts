/** One key per attempt the marketer makes: a retried request reuses it, a new attempt gets another. */
export const newIdempotencyKey = () => crypto.randomUUID();
