import Foundation

/// Writes an `InputScript` back in its text format, so that parsing the result gives the same
/// script again: numbers use the shortest spelling that reads back exactly, key chords their
/// canonical names, text its escapes.
public enum InputScriptFormatter {
    /// The whole script, one line per entry, `end` last when the script has one.
    public static func format(_ script: InputScript) -> String {
        var lines = script.entries.map(line(for:))
        if let endTime = script.endTime { lines.append("\(time(endTime)) end") }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One entry's line, without a newline.
    public static func line(for entry: InputScriptEntry) -> String {
        "\(time(entry.time)) \(entry.command.verb)\(arguments(entry.command))"
    }

    /// The arguments after the verb, with a leading space when there are any.
    static func arguments(_ command: InputScriptCommand) -> String {
        func point(_ p: Point) -> String { "\(number(p.x)) \(number(p.y))" }
        func button(_ b: MouseButton) -> String {
            switch b {
            case .left: return ""
            case .middle: return " middle"
            case .right: return " right"
            }
        }
        switch command {
        case .key(let key, let modifiers):
            return " " + (InputScriptKeys.format(key, modifiers) ?? key.name)
        case .click(let p, let b), .down(let p, let b), .up(let p, let b):
            return " \(point(p))\(button(b))"
        case .drag(let from, let to, let duration):
            return " \(point(from)) \(point(to)) \(number(duration))"
        case .move(let p):
            return " \(point(p))"
        case .text(let text):
            return " " + escape(text)
        case .resize(let size):
            return " \(number(size.width)) \(number(size.height))"
        case .scroll(let dx, let dy, let pinch):
            return " \(number(dx)) \(number(dy))" + (pinch ? " Ctrl" : "")
        case .segue(let target):
            return " " + target.scriptName
        case .caption(let text):
            // (A caption reading just "off" is `caption off`: the format has no other spelling.)
            return " " + (text.map(escape) ?? "off")
        case .waitIdle:
            return " idle"
        }
    }

    /// The shortest spelling of `value` that reads back exactly, without a trailing `.0`.
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// A time with at least two decimals (`0.50`, `2.00`), as scripts are usually written.
    public static func time(_ value: Double) -> String {
        let text = number(value)
        if text.contains("e") { return text }
        guard let dot = text.firstIndex(of: ".") else { return text + ".00" }
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        return decimals < 2 ? text + "0" : text
    }

    /// Escapes what the parser would otherwise read differently: backslashes, `#`, newlines,
    /// tabs, and spaces at either end.
    static func escape(_ text: String) -> String {
        var body = ""
        for character in text {
            switch character {
            case "\\": body += "\\\\"
            case "#": body += "\\#"
            case "\n": body += "\\n"
            case "\t": body += "\\t"
            default: body.append(character)
            }
        }
        let leading = body.prefix(while: { $0 == " " }).count
        let core = body.dropFirst(leading)
        let trailing = core.reversed().prefix(while: { $0 == " " }).count
        return String(repeating: "\\s", count: leading) + core.dropLast(trailing)
            + String(repeating: "\\s", count: trailing)
    }
}
