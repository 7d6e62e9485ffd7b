import Foundation
import Testing
import SegueCore
import SegueIO
#if canImport(Glibc)
import Glibc
#endif

/// A library type changes nothing process-wide: opening a FIFO output leaves SIGPIPE as the
/// process's owner set it (the command line and the app runner ignore or handle it themselves).
@Suite("Output files and the process", .serialized)
struct OutputFileSignalTests {
    private static func pipeHandler() -> Int {
        var current = sigaction()
        sigaction(SIGPIPE, nil, &current)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
    }

    @Test("Writing to a FIFO leaves SIGPIPE's handling as it was")
    func fifoOutputLeavesSignalsAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("io-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { FolderListing.removeTree(PathName(folder)) }
        let fifo = folder + "/out.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        // A handler of the test's own (one that does nothing), not the default action: tests run
        // in parallel, and a SIGPIPE elsewhere in this window must not end the test process.
        // Setting SIGPIPE ignored, as library code once did, would replace it.
        let saved = signal(SIGPIPE, { _ in })
        defer { signal(SIGPIPE, saved) }
        let before = Self.pipeHandler()
        let file = try OutputFile(path: fifo)
        try file.write("one line\n")
        try file.commit()
        #expect(Self.pipeHandler() == before, "opening a FIFO output changed SIGPIPE's handling")
        var buffer = [UInt8](repeating: 0, count: 64)
        #expect(read(reader, &buffer, buffer.count) == 9)
    }
}
