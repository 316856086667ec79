-- Changes are now recorded only while a page is public, and making it private clears what was pending;
-- this clears what an earlier version recorded on pages that are private now, once.
DELETE FROM "memorial_page_changes" WHERE "memorial_page_id" IN (SELECT "id" FROM "memorial_pages" WHERE NOT "is_public");
