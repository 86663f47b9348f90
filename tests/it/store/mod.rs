//! The store: schema migrations on SQLite, and Kibitz on PostgreSQL.

mod migrations;
mod postgres;
