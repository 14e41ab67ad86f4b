-- Every batch of signatures updates the counter of each petition it counts. While an index held
-- signature_count, no such update could be HOT: each wrote a new entry in every index of the row, the
-- search's included. The two lists' indexes on it were not used by the lists' queries (their order ends
-- with id, so PostgreSQL sorts the filtered petitions in memory), and the responses' index now holds the
-- date of the response instead. Each page keeps a fifth of its room for the rows' new versions (fillfactor
-- 80): it applies to pages written from now on.
DROP INDEX "petitions_list_order";--> statement-breakpoint
DROP INDEX "petitions_category_order";--> statement-breakpoint
DROP INDEX "petitions_with_response";--> statement-breakpoint
CREATE INDEX "petitions_with_response" ON "petitions" USING btree ("response_published_at" DESC NULLS LAST) WHERE "petitions"."response_published_at" is not null and "petitions"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "petitions" SET (fillfactor = 80);
