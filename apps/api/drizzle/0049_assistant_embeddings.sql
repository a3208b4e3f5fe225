CREATE TABLE "assistant_embeddings" (
	"kind" varchar(12) NOT NULL,
	"ref" varchar(64) NOT NULL,
	"model" varchar(100) NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"embedding" real[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_embeddings_model_kind_ref_pk" PRIMARY KEY("model","kind","ref"),
	CONSTRAINT "assistant_embeddings_dims_ck" CHECK (cardinality(embedding) > 0)
);
