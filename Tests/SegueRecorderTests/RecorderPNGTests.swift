import Foundation
import Testing
import SegueRecorder
import SegueRender
import SegueAssets

@MainActor
@Suite("Recorder: PNG frames")
struct RecorderPNGTests {
    typealias Support = RecorderTestSupport

    @Test func framesAreWrittenAndReloadWithIdenticalPixels() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        var clock = 0.0
        let recorder = try Recorder(path: out.path + "/", width: 37, height: 21, fps: 30, progress: nil,
                                    now: { clock += 0.25; return clock })
        let frames = (0..<3).map { Support.frame($0, width: 37, height: 21) }
        for frame in frames { try recorder.append(rgba: frame) }
        // Nothing appears under the real name until the recording is finished.
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let summary = try recorder.finish()
        #expect(Support.contents(of: folder) == ["frames"])
        #expect(Support.contents(of: out) == ["frame_00001.png", "frame_00002.png", "frame_00003.png"])
        for (index, frame) in frames.enumerated() {
            let image = try PixelBuffer.load(out.appendingPathComponent(PNGSequenceWriter.fileName(forFrame: index + 1)).path)
            #expect(image.width == 37 && image.height == 21)
            #expect(image.bytes == frame)
        }
        #expect(summary.frames == 3 && summary.kind == .pngFolder)
        #expect(summary.timeTaken == 0.25)
        #expect(summary.fileSize > 0)
    }

    @Test func sameFramesTwiceGiveIdenticalFiles() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func record(_ name: String) throws -> [Data] {
            let out = folder.appendingPathComponent(name)
            let recorder = try Recorder(path: out.path, width: 64, height: 40, fps: 60, progress: nil, now: { 0 })
            for index in 0..<4 { try recorder.append(rgba: Support.frame(index, width: 64, height: 40)) }
            _ = try recorder.finish()
            return try Support.contents(of: out).map { try Data(contentsOf: out.appendingPathComponent($0)) }
        }
        let first = try record("a"), second = try record("b")
        #expect(first.count == 4)
        #expect(first == second)
        // Different frames give different files: the comparison above can fail.
        #expect(first[0] != first[1])
    }

    @Test func bottomUpRowsAreFlipped() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("flipped")
        let recorder = try Recorder(path: out.path, width: 5, height: 3, fps: 30, progress: nil, now: { 0 })
        let topDown = Support.frame(2, width: 5, height: 3)
        let rows = stride(from: 0, to: topDown.count, by: 20).map { Array(topDown[$0..<$0 + 20]) }
        try recorder.append(rgba: Array(rows.reversed().joined()), rowOrder: .bottomUp)
        _ = try recorder.finish()
        #expect(try PixelBuffer.load(out.appendingPathComponent("frame_00001.png").path).bytes == topDown)
    }

    @Test func rerecordingReplacesOldFrames() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: out.appendingPathComponent("frame_00009.png"))
        let recorder = try Recorder(path: out.path, width: 4, height: 4, fps: 30, progress: nil, now: { 0 })
        try recorder.append(rgba: Support.frame(0, width: 4, height: 4))
        let summary = try recorder.finish()
        #expect(Support.contents(of: out) == ["frame_00001.png"])
        #expect(Support.contents(of: folder) == ["frames"])
        // The summary counts the frame written, not the folder's contents.
        #expect(summary.fileSize == Int64(try Data(contentsOf: out.appendingPathComponent("frame_00001.png")).count))
    }

    @Test func aFolderOfOtherFilesIsRefusedAndLeftAlone() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: out.appendingPathComponent("notes.txt"))
        // A link to the parent: once walked for ever when the summary summed the folder.
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("up").path, withDestinationPath: "..")
        #expect(throws: RecorderError.folderNotEmpty(path: out.path, example: "notes.txt")) {
            _ = try Recorder(path: out.path, width: 4, height: 4, fps: 30, progress: nil, now: { 0 })
        }
        #expect(Support.contents(of: out) == ["notes.txt", "up"])
        #expect(Support.contents(of: folder) == ["frames"])
        #expect(throws: RecorderError.self) {
            _ = try Recorder(path: "", width: 4, height: 4, fps: 30, progress: nil, now: { 0 })
        }
    }

    @Test func wrongFrameSizeIsAnErrorAndCancelLeavesNothing() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames")
        let recorder = try Recorder(path: out.path, width: 4, height: 4, fps: 30, progress: nil, now: { 0 })
        #expect(throws: RecorderError.frameSizeMismatch(expected: 64, got: 60)) {
            try recorder.append(rgba: [UInt8](repeating: 0, count: 60))
        }
        try recorder.append(rgba: Support.frame(0, width: 4, height: 4))
        recorder.cancel()
        #expect(Support.contents(of: folder).isEmpty)
        #expect(throws: RecorderError.notRecording) { try recorder.append(rgba: Support.frame(0, width: 4, height: 4)) }
    }

    @Test func unwritableFolderIsAClearErrorAndLeavesNothing() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        do {
            _ = try Recorder(path: blocker.appendingPathComponent("frames").path, width: 4, height: 4, fps: 30,
                             progress: nil, now: { 0 })
            Issue.record("recording under a file did not fail")
        } catch let error as RecorderError {
            guard case .outputUnwritable(let path, let reason) = error else {
                Issue.record("unexpected error \(error)"); return
            }
            #expect(path.hasSuffix("not-a-folder/frames"))
            #expect(reason.contains("is a file, not a folder"))
            #expect(error.description.hasPrefix("cannot write '"))
        }
        #expect(Support.contents(of: folder) == ["not-a-folder"])
    }
}

@MainActor
@Suite("Recorder: live capture")
struct RecorderLiveTests {
    typealias Support = RecorderTestSupport

    @Test func liveFramesAreRepeatedOrDroppedToKeepAConstantRate() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("live")
        let recorder = try Recorder(path: out.path, width: 6, height: 4, fps: 30, progress: nil, now: { 0 })
        let frames = (0..<4).map { Support.frame($0, width: 6, height: 4) }
        var copies: [Int] = []
        // Captured at 0 s, 0.01 s (too soon: dropped), 0.05 s (frame 2), 0.1 s (late: frames 3 and 4).
        for (frame, time) in zip(frames, [0, 0.01, 0.05, 0.1]) {
            copies.append(try frame.withUnsafeBytes { try recorder.append(rgba: $0, capturedAt: time) })
        }
        #expect(copies == [1, 0, 1, 2])
        let summary = try recorder.finish()
        #expect(summary.frames == 4)
        let written = try (1...4).map { try PixelBuffer.load(out.appendingPathComponent(PNGSequenceWriter.fileName(forFrame: $0)).path).bytes }
        #expect(written == [frames[0], frames[2], frames[3], frames[3]])
    }

    @Test func timestampedNameSortsByTime() {
        let date = Date(timeIntervalSince1970: 1_795_356_309)  // 2026-11-22 14:05:09 UTC
        #expect(Recorder.timestampedFileName(for: date, timeZone: TimeZone(identifier: "UTC")!)
                == "segue-2026-11-22-14.05.09.mp4")
    }
}
