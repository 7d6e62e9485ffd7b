import Foundation
import Testing
import SeguePlatform

/// The allocator setting the platform layer applies for full-window buffers (issue 7's memory
/// target): in effect on glibc unless the environment asks for the defaults.
@MainActor
@Suite struct AllocatorTuningTests {
    @Test func theMmapThresholdIsFixedOnGlibc() {
        let keepsDefaults = ProcessInfo.processInfo.environment[AllocatorTuning.defaultsVariable] != nil
        let applied = AllocatorTuning.apply()
        #if os(Linux)
        #expect(applied == !keepsDefaults)
        #endif
        // Applying again changes nothing and says the same.
        #expect(AllocatorTuning.apply() == applied)
        #expect(AllocatorTuning.isApplied == applied)
        #expect(AllocatorTuning.summary.contains(applied ? "1024 KiB" : "defaults"))
    }

    @Test func theThresholdLiesBelowAFullWindowSnapshot() {
        // A 1280×720 RGBA buffer, and the demo's smaller view snapshots (1000×530), must be over it.
        #expect(AllocatorTuning.mmapThreshold <= 1000 * 530 * 4)
        #expect(AllocatorTuning.mmapThreshold >= 128 * 1024)
    }
}
