//! The rules: perft tables, every ruling of the spec, properties over random games, and
//! standard chess against shakmaty, and its SAN against python-chess.

mod perft;
mod properties;
mod rulings_giveandtake;
mod rulings_shrink;
mod rulings_standard;
mod rulings_suction;
mod rulings_swapper;
mod rulings_tradeup;
mod san_python_chess;
mod shakmaty_crosscheck;
