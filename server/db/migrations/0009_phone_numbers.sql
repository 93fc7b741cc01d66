-- Phone numbers in E.164 (issue 30): the forms now store '+2348035550142' however the number was typed, so a guest is
-- found again by phone and a text provider can reach the number. Rows written before are converted here when they are
-- a Nigerian mobile number in a usual written form: spaces, dashes, dots and parentheses dropped, then
--   0XXXXXXXXXX (11 digits, 07/08/09)  -> +234XXXXXXXXXX
--   234XXXXXXXXXX, +234XXXXXXXXXX, with or without the trunk 0 after 234 ('+234 (0) 803 ...') -> +234XXXXXXXXXX
-- Anything else (a landline, a foreign number, a typo) is left as it was and listed, one WARNING per row, with its
-- table, column, id and value: PostgreSQL writes warnings to its log, and PGlite hands them to the client. Empty values
-- (and a member of staff without a phone) stay empty. Plain PL/pgSQL, so it runs the same on PGlite and PostgreSQL.
DO $$
DECLARE
  r record;
  digits text;
  e164 text;
  unconverted integer := 0;
BEGIN
  FOR r IN
    SELECT 'users' AS tab, 'phone_number' AS col, id, phone_number AS typed FROM users
    UNION ALL SELECT 'salon_guests', 'phone_number', id, phone_number FROM salon_guests
    UNION ALL SELECT 'employees', 'phone_number', id, phone_number FROM employees
    UNION ALL SELECT 'branches', 'phone_number', id, phone_number FROM branches
    UNION ALL SELECT 'businesses', 'mobile_no', id, mobile_no FROM businesses
    UNION ALL SELECT 'businesses', 'landline', id, landline FROM businesses
    ORDER BY 1, 2, 3
  LOOP
    CONTINUE WHEN coalesce(btrim(r.typed), '') = '';
    digits := regexp_replace(r.typed, '[[:space:]().-]', '', 'g');
    e164 := CASE
      WHEN digits ~ '^0[789][0-9]{9}$' THEN '+234' || substr(digits, 2)
      WHEN digits ~ '^\+?2340?[789][0-9]{9}$' THEN '+234' || right(digits, 10)
    END;
    IF e164 IS NULL THEN
      unconverted := unconverted + 1;
      RAISE WARNING 'phone_numbers: %.% of id % left as it was (not a Nigerian mobile number): %',
        r.tab, r.col, r.id, quote_literal(r.typed);
    ELSIF e164 <> r.typed THEN
      EXECUTE format('UPDATE %I SET %I = $1 WHERE id = $2', r.tab, r.col) USING e164, r.id;
    END IF;
  END LOOP;
  IF unconverted > 0 THEN
    RAISE WARNING 'phone_numbers: % phone number(s) left as they were, listed above', unconverted;
  END IF;
END $$;
