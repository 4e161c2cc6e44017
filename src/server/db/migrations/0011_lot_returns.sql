-- Credit given back to a reservation's lots is a negative use (services/money.ts returnCredit):
-- a use is any non-zero amount; a reservation's uses sum to what it still holds.
ALTER TABLE "credit_lot_uses" DROP CONSTRAINT "credit_lot_uses_amount_positive";
--> statement-breakpoint
ALTER TABLE "credit_lot_uses" ADD CONSTRAINT "credit_lot_uses_amount_nonzero" CHECK ("amount" <> 0);
