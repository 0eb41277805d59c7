ALTER TABLE "payments" DROP CONSTRAINT "payments_buyer_check";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_buyer_check";