-- Time-ordered ids (decision 0056): RFC 9562's version 7, the time in milliseconds in the first 48 bits and the rest random, as server/db/time-ordered-id.ts makes them. A game's session and its thirty questions are the rows the product writes most; with random ids each question's key went to a random page of the questions' primary key, which a year of games makes larger than the database's memory, and each such page, written for the first time since a checkpoint, is copied whole into the write-ahead log. Only the defaults change: the ids already written stay as they are, and the new ones go to one place in the indexes, beside each other, whatever lies around them.
-- One expression, so that PostgreSQL inlines it into the statement that calls it: the time and the version (0x7) over the first eight bytes of a random (version 4) UUID, whose last eight keep its variant; the 12 bits beside the version are random too.
CREATE FUNCTION time_ordered_uuid(at timestamptz DEFAULT clock_timestamp()) RETURNS uuid
  LANGUAGE sql VOLATILE PARALLEL SAFE
  AS $$
    SELECT encode(overlay(uuid_send(gen_random_uuid())
      PLACING int8send((floor(extract(epoch FROM at) * 1000)::bigint << 16) | 28672 | floor(random() * 4096)::bigint)
      FROM 1 FOR 8), 'hex')::uuid
  $$;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();
