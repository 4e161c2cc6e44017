-- A withdrawal's figures always add up: net = amount - fee - withholding tax, all positive but the tax.
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_figures_check" CHECK ("amount_minor" > 0 AND "fee_minor" >= 0 AND "wht_minor" >= 0 AND "net_minor" > 0 AND "net_minor" = "amount_minor" - "fee_minor" - "wht_minor");--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_total_check" CHECK ("total_net_minor" > 0);
