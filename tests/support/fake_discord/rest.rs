//! REST intake: reads each request, checks the token, routes it, records it, answers it.

use std::sync::Arc;

use axum::body::{to_bytes, Body};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{header, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use super::faults::{self, RestOutcome};
use super::records::RestCall;
use super::state::Shared;
use super::uploads::Upload;
use super::{application, channels, webhooks};

/// A parsed request, as the route handlers see it.
pub struct Call<'a> {
    /// Shared state.
    pub shared: &'a Shared,
    /// HTTP method.
    pub method: Method,
    /// `METHOD /path`, for violation messages.
    pub context: String,
    /// JSON body or `payload_json` (Null when absent).
    pub body: Value,
    /// Uploaded files.
    pub files: Vec<Upload>,
    /// Raw query string.
    pub query: Option<String>,
}

impl Call<'_> {
    /// A query parameter (serenity writes `?&key=value`, which this tolerates).
    pub fn param(&self, key: &str) -> Option<&str> {
        self.query
            .as_deref()?
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .find_map(|(k, v)| (k == key).then_some(v))
    }

    /// Records a violation at this call.
    pub fn violation(&self, problem: impl Into<String>) {
        let (ctx, problem) = (self.context.clone(), problem.into());
        self.shared.with(|inner| inner.violation(ctx, problem));
    }
}

/// What a route answers.
#[derive(Debug)]
pub struct Reply {
    /// HTTP status.
    pub status: u16,
    /// JSON body (`None` for 204).
    pub body: Option<Value>,
    /// No route matched.
    pub unknown_route: bool,
    /// Extra response headers (e.g. `retry-after` of a 429).
    pub headers: Vec<(&'static str, String)>,
}

impl Reply {
    /// 200 with a body.
    pub fn ok(body: Value) -> Self {
        Self {
            status: 200,
            body: Some(body),
            unknown_route: false,
            headers: Vec::new(),
        }
    }

    /// 201 with a body.
    pub fn created(body: Value) -> Self {
        Self {
            status: 201,
            body: Some(body),
            unknown_route: false,
            headers: Vec::new(),
        }
    }

    /// 204 without a body.
    pub fn no_content() -> Self {
        Self {
            status: 204,
            body: None,
            unknown_route: false,
            headers: Vec::new(),
        }
    }

    /// A Discord JSON error (`{"message": ..., "code": ...}`).
    pub fn error(status: u16, code: u32, message: &str) -> Self {
        Self {
            status,
            body: Some(json!({"message": message, "code": code})),
            unknown_route: false,
            headers: Vec::new(),
        }
    }

    /// 400 "Invalid Form Body" listing the problems.
    pub fn invalid_form(problems: &[String]) -> Self {
        Self::error(
            400,
            50035,
            &format!("Invalid Form Body: {}", problems.join("; ")),
        )
    }

    /// 404 for a route the fake does not know.
    pub fn unknown_route() -> Self {
        Self {
            unknown_route: true,
            ..Self::error(404, 0, "404: Not Found")
        }
    }
}

/// Records each problem as a violation and answers 400 if there are any.
pub fn reject_if(call: &Call<'_>, problems: Vec<String>) -> Option<Reply> {
    if problems.is_empty() {
        return None;
    }
    for p in &problems {
        call.violation(p.clone());
    }
    Some(Reply::invalid_form(&problems))
}

async fn read_body(req: Request) -> (Value, Vec<Upload>) {
    let multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if !multipart {
        let bytes = to_bytes(req.into_body(), 64 << 20)
            .await
            .unwrap_or_default();
        return (
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            Vec::new(),
        );
    }
    let (mut body, mut files) = (Value::Null, Vec::new());
    if let Ok(mut form) = Multipart::from_request(req, &()).await {
        while let Ok(Some(field)) = form.next_field().await {
            let name = field.name().unwrap_or("").to_owned();
            let file_name = field.file_name().map(str::to_owned);
            let bytes = field.bytes().await.unwrap_or_default();
            match file_name {
                Some(f) => files.push(Upload::new(f, &bytes)),
                None if name == "payload_json" => {
                    body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
                }
                None => {}
            }
        }
    }
    (body, files)
}

/// Fallback handler for every non-gateway request.
pub async fn handle(State(shared): State<Arc<Shared>>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_owned();
    let query = req.uri().query().map(str::to_owned);
    let auth = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    let authorized = auth == Some(format!("Bot {}", shared.config.token).as_str());
    let (body, files) = read_body(req).await;
    let call = Call {
        shared: &shared,
        method: method.clone(),
        context: format!("{method} {path}"),
        body,
        files,
        query: query.clone(),
    };
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let fault = match segments.as_slice() {
        ["api", "v10", rest @ ..] if authorized => {
            faults::rest_fault(&shared, method.as_str(), rest)
        }
        _ => None,
    };
    let reply = match (fault, segments.as_slice()) {
        (Some(RestOutcome::Answer(reply)), _) => reply,
        (Some(RestOutcome::Delay(delay)), ["api", "v10", rest @ ..]) => {
            tokio::time::sleep(delay).await;
            route(&call, rest)
        }
        (_, ["api", "v10", rest @ ..]) if authorized => route(&call, rest),
        (_, ["api", "v10", ..]) => Reply::error(401, 0, "401: Unauthorized"),
        _ => Reply::unknown_route(),
    };
    if reply.unknown_route {
        call.violation("unknown route (the fake lacks it, or the bot calls a wrong path)");
    }
    let record = RestCall {
        method: method.to_string(),
        path,
        query,
        body: (!call.body.is_null()).then(|| call.body.clone()),
        files: call.files.iter().map(|f| f.name.clone()).collect(),
        status: reply.status,
        since_start: std::time::Duration::ZERO,
        unknown_route: reply.unknown_route,
    };
    shared.with(|inner| {
        let since_start = inner.started.elapsed();
        inner.calls.push(RestCall {
            since_start,
            ..record
        });
    });
    respond(reply)
}

fn respond(reply: Reply) -> Response {
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = match reply.body {
        Some(body) => (status, axum::Json(body)).into_response(),
        None => (status, Body::empty()).into_response(),
    };
    for (name, value) in reply.headers {
        if let Ok(value) = header::HeaderValue::from_str(&value) {
            response.headers_mut().insert(name, value);
        }
    }
    response
}

/// The route table (paths after `/api/v10/`).
fn route(call: &Call<'_>, segments: &[&str]) -> Reply {
    let m = &call.method;
    if let Some(reply) = application::route(call, m, segments) {
        return reply;
    }
    if let Some(reply) = webhooks::route(call, m, segments) {
        return reply;
    }
    if let Some(reply) = channels::route(call, m, segments) {
        return reply;
    }
    Reply::unknown_route()
}
