import Foundation
import Testing
import Yams
@testable import SegueCore
import SegueIO

/// `PathName`: the folder and last component of any name by the type's own byte rules (one
/// character included), every byte kept through the `String` form, and a display that cannot
/// break a line; `FileIdentity`: two names of one file are one; `YAMLText`: every value the
/// YAML writers quote reads back as itself.
@Suite("Path names, file identity and YAML text")
struct PathNameTests {
    @Test("Folder and last component, as dirname and basename say", arguments: [
        ("x", ".", "x"), (".", ".", "."), ("..", ".", ".."), ("~", ".", "~"), ("-", ".", "-"),
        ("./x", ".", "x"), ("a/b", "a", "b"), ("a/b/", "a", "b"), ("a//b", "a", "b"), ("/x", "/", "x"),
        ("/", "/", "/"), ("//", "/", "/"), ("/a/b/c.mp4", "/a/b", "c.mp4"), ("a/.", "a", "."), ("", ".", ""),
    ])
    func parts(path: String, folder: String, last: String) {
        let p = PathName(path)
        #expect(p.folder == PathName(folder), "folder of '\(path)': \(p.folder)")
        #expect(p.lastComponent == PathName(last), "last component of '\(path)': \(p.lastComponent)")
    }

    @Test("A bare name joined to its folder is the name again; a folder and a name make a path")
    func appending() {
        for name in ["x", "~", "-", "clip.mp4"] {
            let p = PathName(name)
            #expect(p.folder.appending(p.lastComponent) == p)
        }
        #expect(PathName("a").appending("b") == "a/b")
        #expect(PathName("a/").appending("b") == "a/b")
        #expect(PathName("/").appending("b") == "/b")
        #expect(PathName("a").appending("/abs") == "/abs")
    }

    @Test("Extensions: lowercased, none for a hidden name or a trailing dot")
    func extensions() {
        #expect(PathName("a/Clip.MP4").pathExtension == "mp4")
        #expect(PathName(".gif").pathExtension == "")
        #expect(PathName("x.").pathExtension == "")
        #expect(PathName("x").pathExtension == "")
        #expect(PathName("a.b/c").pathExtension == "")
        #expect(PathName("d/Main.storyboard").deletingPathExtension == "d/Main")
        #expect(PathName("Main.storyboard").deletingPathExtension == "Main")
        #expect(PathName(".hidden").deletingPathExtension == ".hidden")
    }

    @Test("Every byte sequence survives the String form, and only `-` is a standard stream", arguments: [
        [0x78], [0xFF], [0x61, 0xFE, 0x80, 0x62], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x8F, 0xB9, 0x81],
        Array("café".utf8), [0xC0, 0xAF], [0x2D],
    ] as [[UInt8]])
    func bytesRoundTrip(bytes: [UInt8]) {
        let p = PathName(bytes: bytes)
        #expect(PathName(p.argument).bytes == bytes, "\(bytes) → \(Array(p.argument.unicodeScalars))")
        #expect(p.isStandardStream == (bytes == [0x2D]))
        #expect(p.withCString { strlen($0) } == bytes.count)
        // The system call receives exactly these bytes.
        let passed: [UInt8] = p.withCString { c in (0..<bytes.count).map { UInt8(bitPattern: c[$0]) } }
        #expect(passed == bytes)
    }

    @Test("Random bytes round-trip through the String form (2,000 names)")
    func randomRoundTrip() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 1...12, using: &rng)).map { _ in UInt8.random(in: 1...255, using: &rng) }
            #expect(PathName(PathName(bytes: bytes).argument).bytes == bytes)
        }
    }

    @Test("A name is shown on one line: bad bytes as \\xHH, line breaks and overrides escaped")
    func display() {
        #expect(PathName(bytes: [0x61, 0xFF]).description == "a\\xFF")
        #expect(PathName("a\nb").description == "a\\x0Ab")
        #expect(PathName("a\u{2028}b\u{202E}c").description == "a\\u{2028}b\\u{202E}c")
        #expect(PathName("café").description == "café")
        #expect(PathName.displayed("cannot write '\(PathName(bytes: [0x6F, 0xFE]).argument)'") == "cannot write 'o\\xFE'")
    }

    @Test("Absolute form by name: . and .. and repeated slashes resolved, never above the root")
    func absolute() {
        #expect(PathName("a/./b/../c").absolute(in: "/base") == "/base/a/c")
        #expect(PathName("../../../x").absolute(in: "/b") == "/x")
        #expect(PathName("/p//q/").absolute(in: "/b") == "/p/q")
        #expect(PathName(".").absolute(in: "/b/c") == "/b/c")
    }

    @Test("Two names for one file are one identity; outputs that clash are named, both of them")
    func identity() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pathname-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/a"))
        symlink(dir + "/a", dir + "/link")
        #expect(FileIdentity.of(dir + "/a") == FileIdentity.of(dir + "/./a"))
        #expect(FileIdentity.of(dir + "/a") == FileIdentity.of(dir + "/link"))
        #expect(FileIdentity.of(dir + "/new") == FileIdentity.of(dir + "/../" + PathName(dir).lastComponent.argument + "/new"))
        #expect(FileIdentity.of(dir + "/new") != FileIdentity.of(dir + "/other"))
        #expect(FileIdentity.of("-") == .standardStream)
        let clash = FileIdentity.clash(inputs: [.init("--script", dir + "/a")], outputs: [.init("--save-script", dir + "/link")])
        #expect(clash?.contains("--save-script names --script") == true, "\(String(describing: clash))")
        let two = FileIdentity.clash(inputs: [], outputs: [.init("--out", dir + "/o.gif"), .init("--trace", dir + "/./o.gif")])
        #expect(two?.contains("--out and --trace both name the same file") == true, "\(String(describing: two))")
        #expect(FileIdentity.clash(inputs: [.init("--script", "-")], outputs: [.init("--trace", "-")]) == nil)
        #expect(FileIdentity.clash(inputs: [], outputs: [.init("--out", dir + "/o.gif"), .init("--trace", dir + "/t")]) == nil)
    }

    @Test("Every quoted value reads back as itself and stays on one line", arguments: [
        "plain", "", "~", "null", "true", "1.5", "a: b", "- x", "#x", "a\ninitial: evil", "a\rb", "a\u{85}b",
        "a\u{2028}b\u{2029}c", "quote\"back\\slash", "tab\there", "\u{0}\u{1B}[31m", "é✓",
    ])
    func quotedRoundTrip(text: String) throws {
        let quoted = YAMLText.quoted(text)
        #expect(!quoted.unicodeScalars.contains { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) })
        let node = try Yams.compose(yaml: "key: " + quoted)
        #expect(node?.mapping?["key"]?.string == text, "\(quoted)")
        let comment = YAMLText.comment("warning: " + text)
        #expect(try Yams.compose(yaml: comment + "\nkey: 1")?.mapping?["key"]?.int == 1, "\(comment)")
        if YAMLText.isPlainSafe(text) {
            #expect(try Yams.compose(yaml: "key: " + text)?.mapping?["key"]?.string == text)
        }
    }
}
