ALTER TABLE "tasks" DROP COLUMN "completed";--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "completed_at";