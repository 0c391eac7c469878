-- recount_rows() as 0007_current_documents left it, plus the document inquiries' counters of 0003_desk_requests
-- (both branches redefined it side by side; this one holds every counted table).
CREATE OR REPLACE FUNCTION recount_rows() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE citizens, users, service_requests, document_inquiries, current_documents IN SHARE MODE;
  DELETE FROM row_counts;
  INSERT INTO row_counts (counter, total)
    SELECT counter, count(*) FROM citizens, citizen_counters(branch_id, created_by) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM users, user_counters() AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM service_requests, service_request_counters(status) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM document_inquiries, document_inquiry_counters(status) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM current_documents, current_document_counters(branch_id, doc_type) AS counter WHERE counter IS NOT NULL GROUP BY counter;
$$;--> statement-breakpoint
SELECT recount_rows();
