import CSDL2
import SegueCore

/// Turns SDL events into Core `InputEvent`s. It holds only the little state translation
/// needs (which name each held key was given), never a window, so tests can feed it
/// hand-made `SDL_Event` values.
///
/// What it produces:
/// - `SDL_KEYDOWN` → `.keyDown(key, modifiers)`, for auto-repeat too: holding a key gives a
///   stream of `keyDown`s (SDL's repeat flag is not passed on), as a text field expects.
///   `SDL_KEYUP` → `.keyUp` with the name its key went down with, so shift released before
///   slash still ends the "?" it started. Keys without a name (`KeyNames`) give nothing.
/// - `SDL_TEXTINPUT` → `.text(utf8)`. When the text is "?" and no "?" key went down just
///   before (layouts where "?" is not shift + slash), a `.keyDown("?")`/`.keyUp("?")` pair
///   follows, so the help key works on every layout.
/// - Mouse buttons (left, middle, right) and motion → `.mouseDown/.mouseUp/.mouseMove` at the
///   window position SDL reports, which is in points when the window is HiDPI-aware.
/// - `SDL_MOUSEWHEEL` → `.scroll(dx:dy:at:)` with SDL's signs made independent of "natural
///   scrolling": dx > 0 to the right, dy > 0 away from the user (scroll up).
/// - `SDL_WINDOWEVENT_SIZE_CHANGED` → `.resize(size in points)` (it follows every user resize,
///   maximise and programmatic resize; `RESIZED` is not also passed on, to avoid duplicates).
/// - `SDL_QUIT` (last window closed, Ctrl+C in the terminal) → `.quit`.
struct SDLEventTranslator {
    /// Names given to keys currently held, by SDL key code.
    private var heldKeyNames: [Int32: String] = [:]
    /// Whether the most recent key press was a "?", so its text input need not add another.
    private var lastKeyDownWasQuestionMark = false

    init() {}

    /// The Core events for one SDL event (often none, sometimes two).
    mutating func translate(_ event: SDL_Event) -> [InputEvent] {
        var event = event
        switch event.type {
        case SDL_KEYDOWN.rawValue:
            let keysym = event.key.keysym
            let modifiers = KeyNames.modifiers(fromSDL: UInt32(keysym.mod))
            let name = heldKeyNames[keysym.sym] ?? KeyNames.name(forKeycode: keysym.sym,
                                                                  shift: modifiers.contains(.shift))
            guard let name else { return [] }
            heldKeyNames[keysym.sym] = name
            lastKeyDownWasQuestionMark = name == "?"
            return [.keyDown(Key(name), modifiers)]
        case SDL_KEYUP.rawValue:
            let keysym = event.key.keysym
            let modifiers = KeyNames.modifiers(fromSDL: UInt32(keysym.mod))
            let name = heldKeyNames.removeValue(forKey: keysym.sym)
                ?? KeyNames.name(forKeycode: keysym.sym, shift: modifiers.contains(.shift))
            guard let name else { return [] }
            return [.keyUp(Key(name), modifiers)]
        case SDL_TEXTINPUT.rawValue:
            let text = withUnsafeBytes(of: &event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !text.isEmpty else { return [] }
            var result: [InputEvent] = [.text(text)]
            if text == "?" && !lastKeyDownWasQuestionMark {
                result += [.keyDown(Key.questionMark, []), .keyUp(Key.questionMark, [])]
            }
            lastKeyDownWasQuestionMark = false
            return result
        case SDL_MOUSEMOTION.rawValue:
            return [.mouseMove(Point(Double(event.motion.x), Double(event.motion.y)))]
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            guard let button = MouseButton(rawValue: Int(event.button.button)) else { return [] }
            let point = Point(Double(event.button.x), Double(event.button.y))
            return [event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .mouseDown(point, button)
                                                               : .mouseUp(point, button)]
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            let sign: Double = wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            let at = Point(Double(wheel.mouseX), Double(wheel.mouseY))
            return [.scroll(dx: sign * Double(wheel.preciseX), dy: sign * Double(wheel.preciseY), at: at)]
        case SDL_WINDOWEVENT.rawValue:
            guard event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) else { return [] }
            return [.resize(Size(Double(event.window.data1), Double(event.window.data2)))]
        case SDL_QUIT.rawValue:
            return [.quit]
        default:
            return []
        }
    }
}
