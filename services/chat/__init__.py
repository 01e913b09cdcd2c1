"""Table chat and spectator controls (issue 18): per-match chat beside the match in Redis, never
in its event log, archived with the match; and who may watch a match without a seat."""
