-- A person's default visibility for new goals becomes optional: NULL (not set) lets the goal's reading decide
-- (personal goals only me, the others followers). 'public' was the column's default, stored for everyone who
-- never chose; it cannot be told apart from a choice, so it becomes "not set" (decision 094).
ALTER TABLE "users" ALTER COLUMN "default_visibility" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "default_visibility" DROP NOT NULL;--> statement-breakpoint
UPDATE "users" SET "default_visibility" = NULL WHERE "default_visibility" = 'public';
