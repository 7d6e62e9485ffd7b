import SegueKit
import Testing

/// Runs each test measuring text with the real engine, as the app does, so that what a
/// rendering test lays out is measured by the engine that draws it (other tests in the same
/// process keep the fixed measurer: the switch is the test's task's own).
struct EngineMeasurerTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { try await function(); return }
        try await TextSystem.withMeasurer(try TextEngine.shared()) { try await function() }
    }
}

extension Trait where Self == EngineMeasurerTrait {
    /// Text measured by the real engine in every test of the suite.
    static var measuringTextWithEngine: Self { EngineMeasurerTrait() }
}
