-- A message keeps the citizen it was sent to when that citizen is deleted (issue 32, item 1.2): the foreign key cleared
-- it (ON DELETE SET NULL), so a restored citizen's Messages tab lost what had been sent from its profile. Like
-- audit_log.citizen_id and reminder_documents.citizen_id, the id now outlives the citizen; ids are never given again,
-- so it can only ever name that citizen, and a restore brings the citizen back with it.
ALTER TABLE "messages" DROP CONSTRAINT "messages_citizen_id_citizens_id_fk";
