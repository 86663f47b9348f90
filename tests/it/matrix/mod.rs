//! The Matrix adapter end to end: matrix-sdk against a real Synapse on 127.0.0.1
//! (`support::synapse`).

mod direct;
mod games;
mod languages;
mod moderation;
mod restart;
mod teams;
mod threads;
mod tournaments;
mod widget;
