import Foundation

// The fuzzing engine shared by the loader fuzz tests of SegueCoreTests and SegueRenderTests
// (the render target holds a symbolic link to this file, so there is one copy).
//
// Every case is derived from a 64-bit seed alone: the failure message prints it, and
// `FuzzCase(seed:)` with that seed rebuilds the same input, so any failure replays.
//
// Iterations: the CI form runs `FuzzConfig.iterations(default)` cases per loader (1,000 or so).
// Set SEGUE_FUZZ_ITERATIONS=N to run N cases per loader instead (the long form, by command):
//     SEGUE_FUZZ_ITERATIONS=100000 swift test --filter Fuzz
// SEGUE_FUZZ_SEED=S shifts every seed (a different run of the same size), and
// SEGUE_FUZZ_REPLAY=SEED runs only the case with that seed.

/// SplitMix64: a tiny, fast, well-mixed 64-bit generator; the whole state is one number, so a
/// case is reproduced from its seed alone.
package struct SplitMix64 {
    private(set) var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    /// A number in `range`.
    package mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Where fuzzing reads its size and seeds from (see the comment at the top of this file).
package enum FuzzConfig {
    /// Cases per loader: SEGUE_FUZZ_ITERATIONS, or `ciDefault`.
    package static func iterations(_ ciDefault: Int) -> Int {
        if let s = ProcessInfo.processInfo.environment["SEGUE_FUZZ_ITERATIONS"], let n = Int(s), n > 0 { return n }
        return ciDefault
    }

    /// When replaying one seed, prints the case's input (its first 4,000 characters), so a
    /// failure can be looked at and cut down to a regression test.
    package static func show(_ input: String) {
        guard ProcessInfo.processInfo.environment["SEGUE_FUZZ_REPLAY"] != nil else { return }
        print("fuzz input (\(input.utf8.count) bytes):\n\(input.prefix(4_000))\n--- end of input")
    }

    /// The seeds of a run: `count` seeds derived from the loader's name (and SEGUE_FUZZ_SEED),
    /// or the single SEGUE_FUZZ_REPLAY seed.
    package static func seeds(_ loader: String, count: Int) -> [UInt64] {
        let env = ProcessInfo.processInfo.environment
        if let r = env["SEGUE_FUZZ_REPLAY"], let seed = UInt64(r) { return [seed] }
        var base: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a of the name: each loader its own stream
        for b in loader.utf8 { base = (base ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        if let s = env["SEGUE_FUZZ_SEED"], let shift = UInt64(s) { base &+= shift }
        var g = SplitMix64(seed: base)
        return (0..<count).map { _ in g.next() }
    }
}

/// Byte- and token-level mutations of valid inputs.
package enum FuzzMutator {
    /// Values that break parsers of numbers.
    package static let oddNumbers = [
        "1e309", "-1e309", "1e308", "-0", "0", "NaN", "nan", "inf", "-inf", "+inf", "infinity", "9223372036854775807",
        "9223372036854775808", "-9223372036854775809", "4294967296", "2147483648", "-2147483649",
        "99999999999999999999999999", "0x7fffffff", "1_000", "1.", ".5", "1e", "--1", "1e-400", "0.000000000000001",
        "-1", "-999999", "1,5", "٣", "１２", "1.7976931348623157e308", "5e-324",
    ]

    /// Characters and strings that often trip text handling.
    package static let oddText = [
        "\u{0}", "\u{FEFF}", "\u{FFFD}", "\u{200B}", "\u{200D}", "\u{202E}", "e\u{301}\u{301}\u{301}", "🇫🇷", "👩‍👩‍👧‍👦",
        "\r", "\r\n", "\t", "\u{85}", "\u{2028}", "\u{7F}", "\u{1B}[31m", "\\", "\\u", "%s%n", "${x}", "&a", "*a",
        "!!binary", "!!str", "? ", "---", "...", "|", ">", "#", "'", "\"", "`", "{{", "}}", "[[", "]]", "((", "))",
        "//", "/*", "*/", "<<: *a", "&anchor ", "*anchor", "ß", "ﬃ", "İ", "\u{10FFFF}", "𝔘𝔫𝔦",
    ]

    package static let brackets: [String] = ["[", "]", "{", "}", "(", ")", "\"", "'", "/*", "*/", "<", ">"]

    /// Interesting 32-bit values for binary formats (sizes, lengths, counts).
    package static let oddWords: [UInt32] = [0, 1, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF, 0x1_0000, 0x7FFF_FFFF,
                                     0x8000_0000, 0xFFFF_FFFE, 0xFFFF_FFFF, 0x4000_0000, 65_535 * 65_535]

    // MARK: Bytes

    /// One to `maxSteps` stacked byte-level mutations of `input`; `donors` supply spliced chunks.
    package static func mutateBytes(_ input: [UInt8], donors: [[UInt8]] = [], maxSteps: Int = 6,
                            rng: inout SplitMix64) -> [UInt8] {
        var b = input
        for _ in 0..<rng.int(in: 1...maxSteps) { mutateBytesOnce(&b, donors: donors, rng: &rng) }
        return b
    }

    package static func mutateBytesOnce(_ b: inout [UInt8], donors: [[UInt8]], rng: inout SplitMix64) {
        if b.isEmpty { b = [UInt8(truncatingIfNeeded: rng.next())]; return }
        switch rng.below(10) {
        case 0:  // flip one bit
            let i = rng.below(b.count)
            b[i] ^= UInt8(1 << rng.below(8))
        case 1:  // set a byte to a random or boundary value
            b[rng.below(b.count)] = rng.chance(0.5) ? UInt8(truncatingIfNeeded: rng.next()) : rng.pick([0, 0x7F, 0x80, 0xFF])
        case 2:  // insert random bytes
            let n = rng.pick([1, 2, 4, 16, 256])
            b.insert(contentsOf: (0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: rng.below(b.count + 1))
        case 3:  // delete a range
            let start = rng.below(b.count)
            b.removeSubrange(start..<min(b.count, start + rng.int(in: 1...max(1, min(512, b.count / 4 + 1)))))
        case 4:  // duplicate a chunk somewhere else
            let start = rng.below(b.count), end = min(b.count, start + rng.int(in: 1...256))
            b.insert(contentsOf: Array(b[start..<end]), at: rng.below(b.count + 1))
        case 5:  // splice: the tail from another input
            guard let donor = donors.isEmpty ? nil : rng.pick(donors), !donor.isEmpty else {
                b.removeSubrange(rng.below(b.count)..<b.count); return
            }
            let cut = rng.below(b.count), from = rng.below(donor.count)
            b = Array(b[..<cut]) + Array(donor[from...])
        case 6:  // truncate
            b.removeSubrange(rng.below(b.count)..<b.count)
        case 7:  // overwrite a big-endian 32-bit word with a boundary value (lengths, sizes)
            guard b.count >= 4 else { return }
            let i = rng.below(b.count - 3), w = rng.pick(oddWords)
            for k in 0..<4 { b[i + k] = UInt8(truncatingIfNeeded: w >> (24 - 8 * UInt32(k))) }
        case 8:  // add or subtract a small amount to a byte
            let i = rng.below(b.count)
            b[i] = b[i] &+ UInt8(truncatingIfNeeded: rng.int(in: -16...16))
        default:  // swap two chunks' bytes
            let i = rng.below(b.count), j = rng.below(b.count), n = min(rng.int(in: 1...64), b.count - max(i, j))
            for k in 0..<max(0, n) { b.swapAt(i + k, j + k) }
        }
    }

    // MARK: Text

    /// One to `maxSteps` stacked token- or line-level mutations of `text`; `donors` supply
    /// spliced lines. Now and then a byte-level step too (its invalid UTF-8 repaired).
    package static func mutateText(_ text: String, donors: [String] = [], maxSteps: Int = 4, rng: inout SplitMix64) -> String {
        var t = text
        for _ in 0..<rng.int(in: 1...maxSteps) { t = mutateTextOnce(t, donors: donors, rng: &rng) }
        return t
    }

    package static func mutateTextOnce(_ text: String, donors: [String], rng: inout SplitMix64) -> String {
        var lines = text.components(separatedBy: "\n")
        let li = rng.below(lines.count)
        switch rng.below(14) {
        case 0:  // a number becomes a huge, negative, NaN or infinite value
            let numbers = numberRanges(in: text)
            guard !numbers.isEmpty else { return deleteLine(lines, li) }
            let r = rng.pick(numbers)
            return text.replacingCharacters(in: r, with: rng.pick(oddNumbers))
        case 1:  // delete a line
            lines.remove(at: li)
        case 2:  // duplicate a line (or a block of them)
            let n = rng.int(in: 1...min(8, lines.count - li))
            lines.insert(contentsOf: lines[li..<(li + n)], at: rng.below(lines.count + 1))
        case 3:  // swap two lines
            lines.swapAt(li, rng.below(lines.count))
        case 4:  // an unbalanced bracket or quote
            lines[li] = insert(rng.pick(brackets), into: lines[li], rng: &rng)
        case 5:  // odd Unicode or control characters
            lines[li] = insert(rng.pick(oddText), into: lines[li], rng: &rng)
        case 6:  // tabs for spaces, or indentation changed
            switch rng.below(3) {
            case 0: lines[li] = lines[li].replacingOccurrences(of: "  ", with: "\t")
            case 1: lines[li] = String(repeating: " ", count: rng.int(in: 1...6)) + lines[li]
            default: lines[li] = String(lines[li].drop(while: { $0 == " " }))
            }
        case 7:  // deep nesting
            let depth = rng.below(16) == 0 ? 50_000 : rng.pick([64, 500, 5_000])
            let (open, close) = rng.pick([("[", "]"), ("{", "}"), ("(", ")"), ("{a: ", "}"), ("- ", "")])
            let balanced = rng.chance(0.5)
            let nest = String(repeating: open, count: depth) + "0" + (balanced ? String(repeating: close, count: depth) : "")
            lines[li] = insert(nest, into: lines[li], rng: &rng)
        case 8:  // a word replaced by another word of the text, or by a donor's
            let words = wordRanges(in: text)
            guard !words.isEmpty else { return deleteLine(lines, li) }
            let pool = words.map { String(text[$0]) } + donors.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init).prefix(40) }
            return text.replacingCharacters(in: rng.pick(words), with: rng.pick(pool))
        case 9:  // a line spliced in from a donor
            guard let donor = donors.isEmpty ? nil : rng.pick(donors) else { return deleteLine(lines, li) }
            let dl = donor.components(separatedBy: "\n")
            lines.insert(rng.pick(dl), at: rng.below(lines.count + 1))
        case 10:  // a very long token
            lines[li] = insert(String(repeating: rng.pick(["a", "9", " ", "#", "\\", "\u{301}"]), count: rng.below(16) == 0 ? 100_000 : rng.pick([100, 5_000])),
                               into: lines[li], rng: &rng)
        case 11:  // truncate the text
            return String(text.prefix(rng.below(text.count + 1)))
        case 12:  // a character deleted or duplicated
            guard !lines[li].isEmpty else { return deleteLine(lines, li) }
            var chars = Array(lines[li])
            let i = rng.below(chars.count)
            if rng.chance(0.5) { chars.remove(at: i) } else { chars.insert(chars[i], at: i) }
            lines[li] = String(chars)
        default:  // byte-level damage, repaired to valid UTF-8
            var b = Array(text.utf8)
            mutateBytesOnce(&b, donors: donors.map { Array($0.utf8) }, rng: &rng)
            return String(decoding: b, as: UTF8.self)
        }
        return lines.joined(separator: "\n")
    }

    package static func deleteLine(_ lines: [String], _ i: Int) -> String {
        var l = lines
        l.remove(at: i)
        return l.joined(separator: "\n")
    }

    package static func insert(_ s: String, into line: String, rng: inout SplitMix64) -> String {
        var l = line
        l.insert(contentsOf: s, at: l.index(l.startIndex, offsetBy: rng.below(l.count + 1)))
        return l
    }

    /// Ranges of the decimal numbers in `text`.
    package static func numberRanges(in text: String) -> [Range<String.Index>] {
        var out: [Range<String.Index>] = []
        var i = text.startIndex
        while i < text.endIndex {
            if text[i].isASCII, text[i].isNumber {
                var j = i
                while j < text.endIndex, text[j].isASCII, text[j].isNumber || text[j] == "." { j = text.index(after: j) }
                out.append(i..<j)
                i = j
            } else { i = text.index(after: i) }
        }
        return out
    }

    /// Ranges of the words (letters, digits, underscores) in `text`.
    package static func wordRanges(in text: String) -> [Range<String.Index>] {
        var out: [Range<String.Index>] = []
        var i = text.startIndex
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        while i < text.endIndex {
            if isWord(text[i]) {
                var j = i
                while j < text.endIndex, isWord(text[j]) { j = text.index(after: j) }
                out.append(i..<j)
                i = j
            } else { i = text.index(after: i) }
        }
        return out
    }
}
