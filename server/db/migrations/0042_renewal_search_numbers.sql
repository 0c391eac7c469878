-- Trigram indexes on the PUCC, certificate and permit numbers (as on LL, DL and policy numbers): the renewals board's search finds a document by a part of its number (issue 32).
CREATE INDEX "fitnesses_number_trgm" ON "fitnesses" USING gin (replace("certificate_number", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permits_number_trgm" ON "permits" USING gin (replace("permit_number", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "puccs_number_trgm" ON "puccs" USING gin (replace("pucc_number", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "speed_governors_number_trgm" ON "speed_governors" USING gin (replace("certificate_number", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vltds_number_trgm" ON "vltds" USING gin (replace("certificate_number", '-', '') gin_trgm_ops);
