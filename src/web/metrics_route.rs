//! `GET /metrics`: every metric Kibitz records (see [`crate::meters`]) in Prometheus's text
//! format, with the counts read from the database when scraped.

use super::Web;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;

/// Bucket bounds of the histograms, in seconds: from a quick reply to a long think.
const BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// The recorder, installed once per process (the first HTTP side to start installs it).
static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Installs the Prometheus recorder (once) and describes every metric.
pub(super) fn install() {
    HANDLE.get_or_init(|| {
        let installed = PrometheusBuilder::new()
            .set_buckets(BUCKETS)
            .and_then(PrometheusBuilder::install_recorder);
        match installed {
            Ok(handle) => {
                for (name, help) in crate::meters::ALL {
                    metrics::describe_counter!(*name, *help);
                }
                Some(handle)
            }
            Err(e) => {
                tracing::warn!(error = %e, "metrics are off: no recorder could be installed");
                None
            }
        }
    });
}

pub(super) async fn metrics(State(web): State<Web>) -> Response {
    let Some(Some(handle)) = HANDLE.get() else {
        return (StatusCode::SERVICE_UNAVAILABLE, "metrics are off\n").into_response();
    };
    let site = web.site.clone();
    tokio::task::spawn_blocking(move || site.count_for_metrics())
        .await
        .ok();
    handle.run_upkeep();
    let mut response = handle.render().into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    response
}
