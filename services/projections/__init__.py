"""Projections: read models of finished matches (the match directory, player history; ratings
next), fed from the finished-match feed and rebuilt from the archive. See docs/architecture.md."""
