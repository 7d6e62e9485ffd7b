import Foundation
import Testing

/// Core must stay free of SDL and GL so that everything in it is testable with plain numbers.
@MainActor
@Test("SegueCore imports neither SDL nor OpenGL")
func coreImportsNoSDLOrGL() throws {
    let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SegueCore")
    let files = FileManager.default.enumerator(atPath: core.path)?.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".swift") } ?? []
    #expect(files.count > 10, "found no Core sources at \(core.path)")
    let forbidden = try NSRegularExpression(pattern: #"^\s*(@_exported\s+|@testable\s+)?import\s+(CSDL2\w*|CGL|CEGL|SDL\w*|GL\w*|OpenGL\w*|SegueRender|SeguePlatform|SegueRecorder)\b"#,
                                            options: .anchorsMatchLines)
    for f in files {
        let text = try String(contentsOfFile: core.path + "/" + f, encoding: .utf8)
        let hits = forbidden.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
        #expect(hits == 0, "\(f) imports SDL, GL or a layer above Core")
    }
}
