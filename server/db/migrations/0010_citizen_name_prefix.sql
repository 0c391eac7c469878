CREATE INDEX "citizens_name_prefix_idx" ON "citizens" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
-- Statistics for the new expression index, so the planner picks it for name-prefix searches straight away
ANALYZE "citizens";
