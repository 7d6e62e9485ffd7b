import Foundation

/// The test tiers. The quick tier (`scripts/test.sh`) runs every test but the soak; the soak
/// tier (`scripts/soak.sh`, which CI runs after the quick tier, one test at a time) runs the
/// long resource tests and the tests that need the main actor to themselves (a task resumed by
/// a scene-clock sleep): they are enabled by `SEGUE_SOAK=1` in the environment.
package enum TestTier {
    /// The environment variable that enables the soak tier's tests.
    package static let soakVariable = "SEGUE_SOAK"

    /// Whether the soak tier's tests run (`SEGUE_SOAK=1`).
    package static var soak: Bool { ProcessInfo.processInfo.environment[soakVariable] == "1" }
}
