-- Search that asks the server (issue 35). What a search reads is kept per branch in `branch_search`, current at every
-- commit: the database itself keeps it (statement-level triggers on branches, businesses, services and categories), so
-- every writer (the API, the seed, a hand-made SQL fix) keeps it right without knowing it exists. Text is compared in
-- one normal form: unaccented, lowercased, words of letters and digits separated by single spaces, with a space at
-- each end (' braids by ada '). A typed word prefix is a range of the vocabulary (search_words), and the branches with
-- one of those words are a GIN lookup in word arrays: exact, and several times faster than trigram matching of the
-- text (which the filters of the spec's SearchBranches, substrings of service names and places, still use).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
-- unaccent() is STABLE because it finds its dictionary through the search path; naming the dictionary makes the
-- answer depend on its argument only, so the function may be IMMUTABLE (and used in indexes).
CREATE FUNCTION immutable_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- The normal form of a text: ' word word '. Words are ASCII letters and digits after unaccent, the same rule the
-- server's tokenizer applies to what is typed (server/domain/search.ts).
CREATE FUNCTION search_text(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT ' ' || trim(regexp_replace(lower(immutable_unaccent($1)), '[^a-z0-9]+', ' ', 'g')) || ' ' $$;--> statement-breakpoint
-- A place as a point on the unit sphere: the straight-line distance between two such points grows with the distance
-- along the earth, so cube's nearest-first index scan lists branches by their real (great-circle) distance.
CREATE FUNCTION search_point(latitude double precision, longitude double precision) RETURNS cube
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT cube(ARRAY[cos(radians(latitude)) * cos(radians(longitude)),
	cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) $$;--> statement-breakpoint
CREATE TABLE "branch_search" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL,
	-- The listing order's keys, copied so that one index gives any filtered list its first page.
	"business_name" text NOT NULL,
	"rating" numeric(3, 2) NOT NULL,
	"total_ratings" integer NOT NULL,
	-- The Location filter (ILIKE on either, as the spec's SearchBranches).
	"location" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"position" cube,
	-- URLs of the categories of its active services (the CategoryURL filter).
	"category_urls" text[] NOT NULL,
	-- Its active services' names, lowercased, one a line (the ServiceName filter's substring match).
	"service_names" text NOT NULL,
	-- The business name in normal form (' braids by ada '), and its words.
	"name_words" text NOT NULL,
	"name_list" text[] NOT NULL,
	-- Every word Query searches (name, services, categories, area), distinct, in normal form and as a list.
	"words" text NOT NULL,
	"word_list" text[] NOT NULL,
	-- As salons spell them, for the suggestions' counts (search_terms).
	"services" text[] NOT NULL,
	"areas" text[] NOT NULL
);--> statement-breakpoint
-- Services and areas with how many active branches have each: the suggestions of those kinds.
CREATE TABLE "search_terms" (
	"kind" text NOT NULL,
	"norm" text NOT NULL,
	"label" text NOT NULL,
	"branches" integer NOT NULL,
	CONSTRAINT "search_terms_pk" PRIMARY KEY ("kind", "norm")
);--> statement-breakpoint
CREATE INDEX "search_terms_norm_idx" ON "search_terms" USING gin ("norm" gin_trgm_ops) WITH (gin_pending_list_limit = 1024);--> statement-breakpoint
-- Every word that was ever searchable (C order: a typed prefix is a range of it), and each word of four letters or
-- more with one letter left out (and itself): a typed word is one typo away from a word exactly when one of its own
-- such variants is among the word's (symmetric deletion, exact where trigrams miss a swap in a short word; the server
-- confirms the distance). Words are only added: a word no branch has any more finds no branch.
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	-- Whether some business name has (or had) it, or starts with it: a typed word no name has cannot match a name.
	"in_name" boolean DEFAULT false NOT NULL,
	"starts_name" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
-- Trigrams of the words find those a typed word, typo and all, is the start of ('barbar' → 'barbershop').
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "search_word_variants" (
	"variant" text COLLATE "C" NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_word_variants_pk" PRIMARY KEY ("variant", "word")
);--> statement-breakpoint
-- Recomputes the search rows of these branches from the catalog (a branch gone or never there loses its row) and moves
-- the suggestion counts by the difference. The rows are locked first, in order, so that two transactions refreshing the
-- same branch take turns and the second counts from what the first committed.
CREATE FUNCTION search_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(cardinality(ids), 0) = 0 THEN
		RETURN;
	END IF;
	PERFORM 1 FROM branch_search WHERE branch_id = ANY (ids) ORDER BY branch_id FOR UPDATE;
	WITH computed AS (
		SELECT b.id AS branch_id, b.status AS active, bu.business_name, b.rating, b.total_ratings, b.location, b.city,
			b.latitude::double precision AS latitude, b.longitude::double precision AS longitude,
			coalesce(o.category_urls, '{}') AS category_urls, coalesce(o.service_names, '') AS service_names,
			search_text(bu.business_name) AS name_words,
			ARRAY(SELECT DISTINCT w FROM unnest(string_to_array(trim(search_text(
				concat_ws(' ', bu.business_name, o.service_words, o.category_words, b.location, b.city))), ' ')) w
				WHERE w <> '' ORDER BY w) AS word_list,
			coalesce(o.services, '{}') AS services,
			ARRAY(SELECT DISTINCT a FROM unnest(ARRAY[b.location, b.city]) a WHERE trim(a) <> '' ORDER BY a) AS areas
		FROM branches b
		JOIN businesses bu ON bu.id = b.business_id
		LEFT JOIN LATERAL (
			SELECT array_agg(DISTINCT c.category_url) AS category_urls,
				string_agg(DISTINCT lower(s.service_name), E'\n') AS service_names,
				string_agg(DISTINCT s.service_name, ' ') AS service_words,
				string_agg(DISTINCT c.category_name, ' ') FILTER (WHERE c.status) AS category_words,
				array_agg(DISTINCT s.service_name) AS services
			FROM services s JOIN categories c ON c.id = s.category_id
			WHERE s.branch_id = b.id AND s.status AND s.deleted_at IS NULL
		) o ON true
		WHERE b.id = ANY (ids)
	),
	fresh AS (
		SELECT branch_id, active, business_name, rating, total_ratings, location, city, latitude, longitude,
			search_point(latitude, longitude) AS position, category_urls, service_names, name_words,
			ARRAY(SELECT w FROM unnest(string_to_array(trim(name_words), ' ')) w WHERE w <> '') AS name_list,
			' ' || array_to_string(word_list, ' ') || ' ' AS words, word_list, services, areas
		FROM computed
	),
	old AS (
		SELECT * FROM branch_search WHERE branch_id = ANY (ids)
	),
	gone AS (
		DELETE FROM branch_search s WHERE s.branch_id = ANY (ids) AND NOT EXISTS (
			SELECT 1 FROM fresh f WHERE f.branch_id = s.branch_id)
	),
	kept AS (
		INSERT INTO branch_search (branch_id, active, business_name, rating, total_ratings, location, city, latitude,
			longitude, position, category_urls, service_names, name_words, name_list, words, word_list, services, areas)
		SELECT branch_id, active, business_name, rating, total_ratings, location, city, latitude, longitude, position,
			category_urls, service_names, name_words, name_list, words, word_list, services, areas FROM fresh
		ON CONFLICT (branch_id) DO UPDATE SET active = excluded.active, business_name = excluded.business_name,
			rating = excluded.rating, total_ratings = excluded.total_ratings, location = excluded.location,
			city = excluded.city, latitude = excluded.latitude, longitude = excluded.longitude,
			position = excluded.position, category_urls = excluded.category_urls, service_names = excluded.service_names,
			name_words = excluded.name_words, name_list = excluded.name_list, words = excluded.words,
			word_list = excluded.word_list, services = excluded.services, areas = excluded.areas
	),
	delta AS (
		SELECT 'service' AS kind, label, -1 AS d FROM old, unnest(old.services) label WHERE old.active
		UNION ALL SELECT 'area', label, -1 FROM old, unnest(old.areas) label WHERE old.active
		UNION ALL SELECT 'service', label, 1 FROM fresh, unnest(fresh.services) label WHERE fresh.active
		UNION ALL SELECT 'area', label, 1 FROM fresh, unnest(fresh.areas) label WHERE fresh.active
	),
	counted AS (
		INSERT INTO search_terms (kind, norm, label, branches)
		SELECT kind, search_text(label), min(label), sum(d) FROM delta
		GROUP BY kind, search_text(label) HAVING sum(d) <> 0 AND trim(search_text(label)) <> ''
		ON CONFLICT (kind, norm) DO UPDATE SET branches = search_terms.branches + excluded.branches
	),
	new_words AS (
		INSERT INTO search_words (word, in_name, starts_name)
		SELECT w, bool_or(w = ANY (fresh.name_list)), bool_or(w = fresh.name_list[1])
		FROM fresh, unnest(fresh.word_list) w GROUP BY w
		ON CONFLICT (word) DO UPDATE SET in_name = search_words.in_name OR excluded.in_name,
			starts_name = search_words.starts_name OR excluded.starts_name
		WHERE (excluded.in_name AND NOT search_words.in_name) OR (excluded.starts_name AND NOT search_words.starts_name)
		RETURNING word
	)
	INSERT INTO search_word_variants (variant, word)
	SELECT DISTINCT v, word FROM new_words, LATERAL (
		SELECT word AS v
		UNION ALL SELECT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, length(word)) i
	) variants
	WHERE length(word) >= 4
	ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
-- Branches: a new, removed or changed branch is refreshed; a new rating only moves its two columns (the ratings of
-- every branch are recomputed at once by the seed); touching a branch (updated_at) changes nothing here.
CREATE FUNCTION search_on_branches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM search_refresh(ARRAY(SELECT id FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM search_refresh(ARRAY(SELECT id FROM old_rows));
	ELSE
		UPDATE branch_search s SET rating = n.rating, total_ratings = n.total_ratings
		FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE s.branch_id = n.id AND (n.rating, n.total_ratings) IS DISTINCT FROM (o.rating, o.total_ratings);
		PERFORM search_refresh(ARRAY(
			SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE (n.status, n.business_id, n.location, n.city, n.latitude, n.longitude)
				IS DISTINCT FROM (o.status, o.business_id, o.location, o.city, o.latitude, o.longitude)));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "branches_search_insert" AFTER INSERT ON "branches" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_on_branches();--> statement-breakpoint
CREATE TRIGGER "branches_search_update" AFTER UPDATE ON "branches" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_on_branches();--> statement-breakpoint
CREATE TRIGGER "branches_search_delete" AFTER DELETE ON "branches" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_on_branches();--> statement-breakpoint
-- Services: the branches whose offer changed (a new, removed, renamed, moved or switched service).
CREATE FUNCTION search_on_services() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM search_refresh(ARRAY(SELECT DISTINCT branch_id FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM search_refresh(ARRAY(SELECT DISTINCT branch_id FROM old_rows));
	ELSE
		PERFORM search_refresh(ARRAY(
			SELECT DISTINCT x.branch_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
				LATERAL (VALUES (n.branch_id), (o.branch_id)) x (branch_id)
			WHERE (n.branch_id, n.service_name, n.status, n.category_id, n.deleted_at)
				IS DISTINCT FROM (o.branch_id, o.service_name, o.status, o.category_id, o.deleted_at)));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "services_search_insert" AFTER INSERT ON "services" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_on_services();--> statement-breakpoint
CREATE TRIGGER "services_search_update" AFTER UPDATE ON "services" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_on_services();--> statement-breakpoint
CREATE TRIGGER "services_search_delete" AFTER DELETE ON "services" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_on_services();--> statement-breakpoint
-- A renamed business: every one of its branches.
CREATE FUNCTION search_on_businesses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_refresh(ARRAY(
		SELECT b.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN branches b ON b.business_id = n.id
		WHERE n.business_name IS DISTINCT FROM o.business_name));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_search_update" AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_on_businesses();--> statement-breakpoint
-- A renamed, moved or hidden category: every branch with a service in it.
CREATE FUNCTION search_on_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_refresh(ARRAY(
		SELECT DISTINCT s.branch_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN services s ON s.category_id = n.id
		WHERE (n.category_name, n.category_url, n.status) IS DISTINCT FROM (o.category_name, o.category_url, o.status)));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_search_update" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_on_categories();--> statement-breakpoint
-- The rows of the branches there are, then the indexes (built once over them: faster than growing them row by row).
SELECT search_refresh(ARRAY(SELECT id FROM branches));--> statement-breakpoint
-- GIN indexes keep new entries in a pending list until it is merged (by VACUUM, or on a write that fills it); every
-- search reads that list whole, and the embedded database vacuums only hourly, so it is kept to 1 MB. Writing through
-- instead (fastupdate off) made seeding 2.9 times as slow, merging in batches 1.3 times.
-- The listing order (rating and reviews descending, then name and id) as ascending expressions, so that "after the
-- cursor" is one row comparison the index starts from, however many branches tie on rating before it.
CREATE INDEX "branch_search_order_idx" ON "branch_search" USING btree ((-"rating"), (-"total_ratings"), "business_name", "branch_id") WHERE "active";--> statement-breakpoint
CREATE INDEX "branch_search_unplaced_idx" ON "branch_search" USING btree ((-"rating"), (-"total_ratings"), "business_name", "branch_id") WHERE "active" AND "position" IS NULL;--> statement-breakpoint
CREATE INDEX "branch_search_position_idx" ON "branch_search" USING gist ("position") WHERE "active";--> statement-breakpoint
-- A business name exactly (best first: the order's keys follow), or the names starting with some words (a range).
CREATE INDEX "branch_search_name_order_idx" ON "branch_search" USING btree ("name_words" text_pattern_ops, (-"rating"), (-"total_ratings"), "business_name", "branch_id") WHERE "active";--> statement-breakpoint
CREATE INDEX "branch_search_name_idx" ON "branch_search" USING gin ("name_list") WITH (gin_pending_list_limit = 1024) WHERE "active";--> statement-breakpoint
CREATE INDEX "branch_search_words_idx" ON "branch_search" USING gin ("word_list") WITH (gin_pending_list_limit = 1024) WHERE "active";--> statement-breakpoint
CREATE INDEX "branch_search_categories_idx" ON "branch_search" USING gin ("category_urls") WITH (gin_pending_list_limit = 1024) WHERE "active";--> statement-breakpoint
CREATE INDEX "branch_search_services_idx" ON "branch_search" USING gin ("service_names" gin_trgm_ops) WITH (gin_pending_list_limit = 1024) WHERE "active";--> statement-breakpoint
CREATE INDEX "branch_search_location_idx" ON "branch_search" USING gin ("location" gin_trgm_ops) WITH (gin_pending_list_limit = 1024) WHERE "active";--> statement-breakpoint
CREATE INDEX "branch_search_city_idx" ON "branch_search" USING gin ("city" gin_trgm_ops) WITH (gin_pending_list_limit = 1024) WHERE "active";--> statement-breakpoint
ANALYZE branch_search;--> statement-breakpoint
ANALYZE search_terms;--> statement-breakpoint
ANALYZE search_words;--> statement-breakpoint
ANALYZE search_word_variants;
