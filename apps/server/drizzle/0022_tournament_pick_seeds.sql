-- Picks by seed (decision 046): a pick names the slot's place in round 1, not just its name, since two
-- slots may share a name. Stored picks get the seed their name stood for, so every score stays as it was:
-- a pick on a decided match whose name is the winner's gets the winner's seed; otherwise the slot now in
-- the match with that name (slot 1 first); otherwise (a later match not yet filled) the lowest seed of
-- that name among the round-1 slots that can reach the match.
ALTER TABLE "tournament_picks" ADD COLUMN "winner_seed" smallint;--> statement-breakpoint
WITH RECURSIVE "won" AS (
  SELECT m."tournament_id", m."round", m."match_number",
    CASE m."winner_slot" WHEN 1 THEN 2 * m."match_number" - 1 ELSE 2 * m."match_number" END AS "seed"
  FROM "tournament_matches" m
  WHERE m."round" = 1 AND m."winner_slot" IS NOT NULL
  UNION ALL
  SELECT n."tournament_id", n."round", n."match_number", w."seed"
  FROM "tournament_matches" n
  JOIN "won" w ON w."tournament_id" = n."tournament_id" AND w."round" = n."round" - 1
    AND w."match_number" = 2 * n."match_number" - 2 + n."winner_slot"
  WHERE n."winner_slot" IS NOT NULL
), "slots" AS (
  SELECT m."id", m."tournament_id", m."round", m."match_number", m."slot1_name", m."slot2_name", m."winner_slot",
    CASE WHEN m."round" = 1 THEN 2 * m."match_number" - 1 ELSE (
      SELECT w."seed" FROM "won" w WHERE w."tournament_id" = m."tournament_id" AND w."round" = m."round" - 1
        AND w."match_number" = 2 * m."match_number" - 1) END AS "s1",
    CASE WHEN m."round" = 1 THEN 2 * m."match_number" ELSE (
      SELECT w."seed" FROM "won" w WHERE w."tournament_id" = m."tournament_id" AND w."round" = m."round" - 1
        AND w."match_number" = 2 * m."match_number") END AS "s2"
  FROM "tournament_matches" m
), "seeds" AS (
  SELECT r."tournament_id", 2 * r."match_number" - 1 AS "seed", r."slot1_name" AS "name"
  FROM "tournament_matches" r WHERE r."round" = 1
  UNION ALL
  SELECT r."tournament_id", 2 * r."match_number", r."slot2_name"
  FROM "tournament_matches" r WHERE r."round" = 1
)
UPDATE "tournament_picks" p SET "winner_seed" = coalesce(
  CASE
    WHEN s."winner_slot" = 1 AND s."slot1_name" = p."winner_name" THEN s."s1"
    WHEN s."winner_slot" = 2 AND s."slot2_name" = p."winner_name" THEN s."s2"
    WHEN s."slot1_name" = p."winner_name" THEN s."s1"
    WHEN s."slot2_name" = p."winner_name" THEN s."s2"
  END,
  (SELECT min(x."seed") FROM "seeds" x
    WHERE x."tournament_id" = s."tournament_id" AND x."name" = p."winner_name"
      AND x."seed" BETWEEN (s."match_number" - 1) * (1 << s."round") + 1 AND s."match_number" * (1 << s."round"))
)
FROM "slots" s WHERE s."id" = p."match_id";--> statement-breakpoint
ALTER TABLE "tournament_picks" ALTER COLUMN "winner_seed" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_picks" ADD CONSTRAINT "tournament_picks_seed_range" CHECK ("tournament_picks"."winner_seed" between 1 and 64);
