-- The contract half of migration 0029 (decision 0035): the release that wrote a support request's emails without their link is gone, so the emails its instances wrote while it rolled out are linked here a last time, by the request's id in their text, and a deletion no longer looks for them in the text of every email. Only the support emails are read (by their subjects), never every email kept.
UPDATE "email_outbox" AS "o" SET "support_request_id" = "r"."id"
FROM "support_requests" AS "r"
WHERE "o"."support_request_id" IS NULL
  AND ("o"."subject" LIKE 'Support request from %' OR "o"."subject" LIKE 'Help Center: message from %' OR "o"."subject" = 'We have your support request')
  AND strpos("o"."text_body", "r"."id"::text) > 0;
