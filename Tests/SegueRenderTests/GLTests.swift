import Testing

/// The one serialized suite that holds every test needing a GL context (nested suites extend
/// it), so that no two of them ever run at the same time.
@MainActor
@Suite("GL", .serialized, .measuringTextWithEngine)
struct GLTests {}
