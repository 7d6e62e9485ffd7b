import Foundation

/// The test tiers. The quick tier (`scripts/test.sh`) runs every test but the soak; the soak
/// tier (`scripts/soak.sh`, which CI runs after the quick tier) runs the long resource tests:
/// they are enabled by `SEGUE_SOAK=1` in the environment.
package enum TestTier {
    /// The environment variable that enables the soak tier's tests.
    package static let soakVariable = "SEGUE_SOAK"

    /// Whether the soak tier's tests run (`SEGUE_SOAK=1`).
    package static var soak: Bool { ProcessInfo.processInfo.environment[soakVariable] == "1" }
}
