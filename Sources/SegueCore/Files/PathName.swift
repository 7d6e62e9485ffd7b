import Foundation

/// A file name as the user gave it: the bytes of a path, kept exactly, whatever they are.
///
/// Every input and output a command names (a storyboard, a script, `--out`, `--trace`, a
/// sidecar, an asset folder…) is one of these, so that every name is understood the same way:
///
/// - **Any length.** `x`, `.`, `~`, `-` are names like any other (`~` is a file called `~`: the
///   shell, not the app, expands a tilde). The folder and last component are found by the
///   type's own rules on bytes (`folder`, `lastComponent`), never by Foundation's path
///   functions, which trap on some one-character names.
/// - **Any bytes.** A Linux file name is bytes, not text. A name that is not valid UTF-8 keeps
///   its bytes: it opens the file it names and an output is written under exactly that name.
///   In a `String` (`argument`) each byte that is not part of valid UTF-8 is carried as one
///   scalar of the private-use range U+10FE00…U+10FEFF (as Python's `surrogateescape` does
///   with lone surrogates), so a `String` can travel through code that holds paths as text
///   and still come back to the same bytes (`init(_:)`). `description` shows such a byte as
///   `\xHH`.
/// - **`-`** is standard input or standard output where a command says so (`isStandardStream`);
///   `./-` names a file called `-`.
///
/// The type is a pure value: it computes names and never touches the file system (it lives in
/// Core because Core's messages and storyboard folders are worked out with it); `withCString`
/// hands the exact bytes to the system calls that SegueIO makes.
public struct PathName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes, exactly as given (no NUL byte: a system call stops at one).
    public let bytes: [UInt8]

    /// The scalar that carries byte 0x00 in `argument`; byte B is `escapeBase + B`.
    static let escapeBase: UInt32 = 0x10FE00

    /// The path of exactly these bytes.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// The path a `String` carries: its UTF-8 bytes, with each escape scalar
    /// (U+10FE00…U+10FEFF, see the type's documentation) turned back into its byte.
    public init(_ argument: String) {
        var out: [UInt8] = []
        out.reserveCapacity(argument.utf8.count)
        for scalar in argument.unicodeScalars {
            let v = scalar.value
            if v >= PathName.escapeBase && v <= PathName.escapeBase + 0xFF {
                out.append(UInt8(v - PathName.escapeBase))
            } else {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes = out
    }

    /// A path written in code: `"out.mp4"`.
    public init(stringLiteral value: String) { self.init(value) }

    /// The path of a NUL-terminated C string (an `argv` entry), every byte kept.
    public init(cString: UnsafePointer<CChar>) {
        let count = strlen(cString)
        bytes = cString.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// The path as a `String` that `init(_:)` turns back into the same bytes: the text itself
    /// when the bytes are valid UTF-8, with escape scalars for the bytes that are not (and for
    /// the bytes of any escape scalar already in the text, so that no two paths share a form).
    public var argument: String {
        var scalars = String.UnicodeScalarView()
        var i = 0
        let n = bytes.count
        func escape(_ b: UInt8) { scalars.append(Unicode.Scalar(PathName.escapeBase + UInt32(b))!) }
        while i < n {
            let length = PathName.utf8Length(bytes, at: i)
            guard length > 0 else { escape(bytes[i]); i += 1; continue }
            let scalar = String(decoding: bytes[i..<i + length], as: UTF8.self).unicodeScalars.first!
            if scalar.value >= PathName.escapeBase && scalar.value <= PathName.escapeBase + 0xFF {
                for b in bytes[i..<i + length] { escape(b) }
            } else {
                scalars.append(scalar)
            }
            i += length
        }
        return String(scalars)
    }

    /// Whether the bytes are valid UTF-8 text.
    public var isUTF8: Bool { String(validatingUTF8Bytes: bytes[...]) != nil }

    /// The path for messages, on one line: valid UTF-8 as it is, except that control
    /// characters, line and paragraph separators and bytes that are not UTF-8 are shown as
    /// `\xHH` or `\u{HHHH}` (a name cannot break a message's line or forge another).
    public var description: String {
        var out = ""
        var i = 0
        while i < bytes.count {
            let length = PathName.utf8Length(bytes, at: i)
            guard length > 0 else {
                out += "\\x" + PathName.hex(bytes[i])
                i += 1
                continue
            }
            let scalar = String(decoding: bytes[i..<i + length], as: UTF8.self).unicodeScalars.first!
            out += PathName.shown(scalar)
            i += length
        }
        return out
    }

    /// `text` (a message that may quote paths in their `argument` form) as the user sees it:
    /// each escape scalar (a byte of a name that is not UTF-8) shown as `\xHH`.
    public static func displayed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= escapeBase && $0.value <= escapeBase + 0xFF }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value >= escapeBase && scalar.value <= escapeBase + 0xFF {
                out += "\\x" + hex(UInt8(scalar.value - escapeBase))
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A scalar as `description` shows it: itself, or an escape for one that would break or
    /// disguise a line.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00..<0x20, 0x7F: return "\\x" + hex(UInt8(scalar.value))
        case 0x80..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: return String(scalar)
        }
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }

    /// The length of the valid UTF-8 sequence starting at `i` (1…4), or 0 when the byte there
    /// does not start one.
    static func utf8Length(_ bytes: [UInt8], at i: Int) -> Int {
        let b0 = bytes[i]
        if b0 < 0x80 { return 1 }
        let n = bytes.count
        func cont(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i + k < n && bytes[i + k] >= low && bytes[i + k] <= high
        }
        switch b0 {
        case 0xC2...0xDF: return cont(1) ? 2 : 0
        case 0xE0: return cont(1, 0xA0) && cont(2) ? 3 : 0
        case 0xED: return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE, 0xEF: return cont(1) && cont(2) ? 3 : 0
        case 0xF0: return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : 0
        case 0xF4: return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0
        default: return 0
        }
    }

    // MARK: Parts

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// Whether the path is empty (names nothing).
    public var isEmpty: Bool { bytes.isEmpty }

    /// Whether the path is exactly `-`: standard input or output where a command takes it so.
    public var isStandardStream: Bool { bytes == [UInt8(ascii: "-")] }

    /// Whether the path starts at the root (`/`).
    public var isAbsolute: Bool { bytes.first == PathName.slash }

    /// The bytes without trailing slashes (a lone `/` stays).
    private var trimmed: ArraySlice<UInt8> {
        var end = bytes.count
        while end > 1 && bytes[end - 1] == PathName.slash { end -= 1 }
        return bytes[0..<end]
    }

    /// The folder that holds what the path names, as `dirname` says: `.` for a bare name
    /// (`x`, `.`, `..`, `-`), `/` for `/x` or `/`, `a` for `a/b` or `a/b/`.
    public var folder: PathName {
        let t = trimmed
        guard let last = t.lastIndex(of: PathName.slash) else { return "." }
        var end = last
        while end > 0 && bytes[end - 1] == PathName.slash { end -= 1 }
        return end == 0 ? "/" : PathName(bytes: Array(bytes[0..<end]))
    }

    /// The last component, as `basename` says: `b` for `a/b` or `a/b/`, `x` for `x`, `/`
    /// for `/`; empty for an empty path.
    public var lastComponent: PathName {
        let t = trimmed
        if t.count == 1 && t.first == PathName.slash { return "/" }
        guard let last = t.lastIndex(of: PathName.slash) else { return PathName(bytes: Array(t)) }
        return PathName(bytes: Array(t[(last + 1)...]))
    }

    /// The path of `name` inside this folder: `a/name`; just `name` in `.` or when `name` is
    /// absolute.
    public func appending(_ name: PathName) -> PathName {
        if name.isAbsolute || bytes.isEmpty || bytes == [PathName.dot] { return name }
        if bytes.last == PathName.slash { return PathName(bytes: bytes + name.bytes) }
        return PathName(bytes: bytes + [PathName.slash] + name.bytes)
    }

    /// The last component's extension, lowercased, without the dot (`mp4` for `a/Clip.MP4`);
    /// empty when there is none (a hidden name such as `.gif` has none).
    public var pathExtension: String {
        let name = lastComponent.bytes
        guard let dot = name.lastIndex(of: PathName.dot), dot > 0, dot < name.count - 1 else { return "" }
        return PathName(bytes: Array(name[(dot + 1)...])).argument.lowercased()
    }

    /// The path with the last component's extension (`.storyboard`) removed, if it has one.
    public var deletingPathExtension: PathName {
        let name = lastComponent.bytes
        guard let dot = name.lastIndex(of: PathName.dot), dot > 0, dot < name.count - 1 else { return self }
        let base = PathName(bytes: Array(name[..<dot]))
        return bytes.contains(PathName.slash) ? folder.appending(base) : base
    }

    /// The components between slashes, empty ones and `.` dropped: `a//./b/` → `[a, b]`.
    public var components: [PathName] {
        bytes.split(separator: PathName.slash).filter { $0 != [PathName.dot] }.map { PathName(bytes: Array($0)) }
    }

    /// This path made absolute against `base` (an absolute folder) and normalised by name:
    /// `.` and empty components dropped, `..` removing the component before it (never above
    /// the root). Links are not followed: this is the name, not the file.
    public func absolute(in base: PathName) -> PathName {
        var parts: [PathName] = []
        for part in (isAbsolute ? [] : base.components) + components {
            if part.bytes == [PathName.dot, PathName.dot] {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return PathName(bytes: [PathName.slash] + parts.map(\.bytes).joined(separator: [PathName.slash]))
    }

    /// Calls `body` with the path as a NUL-terminated C string of exactly its bytes, for a
    /// system call.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { try body($0) }
        }
    }
}

extension String {
    /// The text of `bytes` when they are valid UTF-8.
    package init?(validatingUTF8Bytes bytes: ArraySlice<UInt8>) {
        let s = String(decoding: bytes, as: UTF8.self)
        guard s.utf8.elementsEqual(bytes) else { return nil }
        self = s
    }
}
