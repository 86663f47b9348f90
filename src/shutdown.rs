//! The signal to stop: SIGTERM (a systemd stop, a container restart) or Ctrl-C. The chat
//! adapters finish what they are handling when it comes, then return.

/// Resolves when the process is asked to stop.
pub async fn requested() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => return std::future::pending().await,
            };
        tokio::select! {
            _ = term.recv() => {}
            _ = tokio::signal::ctrl_c() => {}
        }
    }
    #[cfg(not(unix))]
    {
        tokio::signal::ctrl_c().await.ok();
    }
}
