ALTER TABLE "plans" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "wave_until" date;--> statement-breakpoint
CREATE INDEX "plans_wave_until_idx" ON "plans" USING btree ("wave_until") WHERE "plans"."wave_until" is not null;