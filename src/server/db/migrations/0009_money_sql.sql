-- Custom SQL migration file, put your code below! ---- What is left of a lot or a package never goes below zero or above what was bought.
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_remaining_range" CHECK ("remaining" >= 0 AND "remaining" <= "amount");
--> statement-breakpoint
ALTER TABLE "credit_lot_uses" ADD CONSTRAINT "credit_lot_uses_amount_positive" CHECK ("amount" > 0);
--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_slots_range" CHECK ("slots_remaining" >= 0 AND "slots_remaining" <= "slots");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts" CHECK ("amount" > 0 AND "vat" >= 0 AND "total" = "amount" + "vat");
