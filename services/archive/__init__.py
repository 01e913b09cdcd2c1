"""The archive of finished matches (PostgreSQL) and the records read from it."""
