import Foundation
import Testing
import SegueCore
import SegueKit
import SegueBenchmarks
import SegueDemo
import SegueTestSupport
import SeguePlatform

/// Memory over 1,000 segue round trips of the demo: resident memory grows by less than 2 MB
/// from round trip 10 to round trip 1,000, Core objects only (no GL).
///
/// Resident memory is the whole process's, and other tests run in the test process, so the soak
/// runs alone in a process of its own: `segue bench memory --without-gl`, which reports its
/// samples as JSON. It is the soak tier (`scripts/soak.sh`, `SEGUE_SOAK=1`), not the quick one.
/// With GL (every frame drawn, textures counted), by hand in a release build:
/// `segue bench memory`.
@MainActor
@Suite struct MemorySoakTests {
    static let limit = 2 * 1024 * 1024

    @Test(.enabled(if: TestTier.soak, "the soak tier: scripts/soak.sh"))
    func residentMemoryStaysFlatOverAThousandRoundTrips() throws {
        let result = try Self.runChild()
        let mb = { (b: Int) in String(format: "%.2f MB", Double(b) / 1_048_576) }
        print("memory soak: after 10 round trips \(mb(result.samples[0].residentBytes)), after 1000 \(mb(result.samples[1].residentBytes)), growth \(mb(result.growthBytes)); \(result.frames) frames in \(String(format: "%.1f", result.seconds)) s")
        #expect(result.samples.map(\.roundTrips) == [10, 1000])
        #expect(result.frames > 1000 * 10, "the round trips did not animate")
        #expect(result.growthBytes < Self.limit, "resident memory grew by \(mb(result.growthBytes)) from 10 to 1,000 round trips")
    }

    /// The round trips really go somewhere: each demo opens, does its thing and comes home,
    /// and nothing but home is left alive afterwards.
    @Test func roundTripsVisitEveryDemoAndReleaseIt() throws {
        let run = try ScriptedRun(storyboardPath: try AppPaths.demoStoryboard(), registries: DemoApp.registries, size: Size(1280, 720), fps: 30)
        for trip in MemorySoak.demoTrips {
            for key in trip.keys {
                run.step([key])
                run.idle(seconds: 2)
            }
        }
        let events = run.trace.events
        for scene in ["cube", "explodeSource", "explodeDestination", "segmented", "second", "photos", "photoDetail", "gallery", "navigation", "level2", "matched", "matchedDetail"] {
            #expect(events.contains { $0.vc == scene && $0.event == .viewDidAppear }, "\(scene) never appeared")
            #expect(events.contains { $0.vc == scene && $0.event == .`deinit` }, "\(scene) was never released")
        }
        #expect(events.filter { $0.event == .transitionEnd && $0["transition"] == .string("cube") }.count >= 3)
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "home")
        #expect(run.appearanceViolations.isEmpty)
    }

    /// Resident memory is split into the main heap and the other anonymous mappings by reading
    /// `/proc/self/smaps`: mappings with a file or a bracketed name other than `[heap]` count in
    /// neither.
    @Test func smapsSplitsHeapFromOtherAnonymousMemory() {
        let smaps = """
        55d0c0a00000-55d0c0a02000 r--p 00000000 fe:00 254163                     /usr/bin/segue
        Size:                  8 kB
        Rss:                   8 kB
        VmFlags: rd mr mw me sd
        55d0c1e1d000-55d0c3e3e000 rw-p 00000000 00:00 0                          [heap]
        Size:              32900 kB
        Rss:               30000 kB
        Pss:               30000 kB
        7f1c2c000000-7f1c2c800000 rw-p 00000000 00:00 0 
        Size:               8192 kB
        Rss:                3600 kB
        7f1c30000000-7f1c30021000 rw-p 00000000 00:00 0
        Size:                132 kB
        Rss:                 100 kB
        7f1c34000000-7f1c34100000 rw-s 00000000 00:01 1234                       /memfd:mesa (deleted)
        Rss:                 512 kB
        7ffd0d1f0000-7ffd0d211000 rw-p 00000000 00:00 0                          [stack]
        Rss:                  40 kB
        """
        let split = MemorySoak.residentBreakdown(smaps: smaps)
        #expect(split.heap == 30000 * 1024)
        #expect(split.anonymous == (3600 + 100) * 1024)
        #expect(MemorySoak.residentBreakdown(smaps: "").heap == 0)
    }

    /// The process's own smaps is read to its end (a /proc file reports no size, and a reader
    /// that trusts it gets one page): a large block the allocator maps on its own shows up.
    @Test func aLargeTouchedBlockShowsAsAnonymousMemory() throws {
        #if os(Linux)
        let before = try #require(MemorySoak.residentBreakdown())
        let size = 64 << 20
        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
        defer { block.deallocate() }
        block.initializeMemory(as: UInt8.self, repeating: 1, count: size)
        let after = try #require(MemorySoak.residentBreakdown())
        #expect(after.anonymous - before.anonymous >= 48 << 20,
                "64 MiB touched, anonymous resident memory grew by \((after.anonymous - before.anonymous) >> 20) MiB")
        #endif
    }

    /// Runs the soak in `segue bench` (a process of its own) and reads its result.
    static func runChild() throws -> MemorySoak.Result {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = folder + "/soak.json"
        let r = try runSegue(["bench", "memory", "--without-gl", "--fps", "30", "--samples", "10,1000", "--json", json],
                             timeout: 1200)
        guard r.status == 0 else {
            struct Failed: Error, CustomStringConvertible { var description: String }
            throw Failed(description: "segue bench memory exited \(r.status):\n\(r.stderr.suffix(2000))")
        }
        struct Report: Decodable { var memory: MemorySoak.Result? }
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        return try #require(report.memory, "segue bench --json wrote no memory result")
    }
}
