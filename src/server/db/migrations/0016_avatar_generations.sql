CREATE TABLE "avatar_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_avatars" ALTER COLUMN "image_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_avatars" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "avatar_generations" ADD CONSTRAINT "avatar_generations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_generations" ADD CONSTRAINT "avatar_generations_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_generations_child_idx" ON "avatar_generations" USING btree ("child_id","created_at");--> statement-breakpoint
ALTER TABLE "generated_avatars" ADD CONSTRAINT "generated_avatars_storage_key_files_storage_key_fk" FOREIGN KEY ("storage_key") REFERENCES "public"."files"("storage_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_avatars" ADD CONSTRAINT "generated_avatars_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "generated_avatars" ADD CONSTRAINT "generated_avatars_hair_check" CHECK ("generated_avatars"."hair_color" is null or "generated_avatars"."hair_color" in ('brown', 'blonde', 'black', 'red', 'blue', 'purple', 'pink', 'green'));--> statement-breakpoint
ALTER TABLE "generated_avatars" ADD CONSTRAINT "generated_avatars_picture_check" CHECK (("generated_avatars"."storage_key" is null) = ("generated_avatars"."image_url" is null));