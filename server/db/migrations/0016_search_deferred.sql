-- The seed writes a whole catalog in one transaction and makes the search rows once at its end
-- (server/seed/seed.ts): a block of 2,000 branches refreshed by these triggers as it went in cost 0.8 ms a branch
-- (twice: its branches, then its services), all of them at once 0.14 ms. The setting is the transaction's own
-- (set_config(..., true)): it ends with it, and nothing else is ever deferred.
CREATE OR REPLACE FUNCTION search_on_branches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('salon.search_deferred', true) = 'on' THEN
		RETURN NULL;
	END IF;
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
CREATE OR REPLACE FUNCTION search_on_services() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('salon.search_deferred', true) = 'on' THEN
		RETURN NULL;
	END IF;
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
END $$;
