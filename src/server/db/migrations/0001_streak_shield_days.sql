CREATE TABLE "streak_shield_days" (
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streak_shield_days_child_id_day_pk" PRIMARY KEY("child_id","day")
);
--> statement-breakpoint
ALTER TABLE "streak_shield_days" ADD CONSTRAINT "streak_shield_days_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;