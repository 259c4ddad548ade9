CREATE TABLE "watermarks" (
	"job" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone,
	"until" timestamp with time zone NOT NULL
);
