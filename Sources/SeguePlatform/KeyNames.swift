import CSDL2
import SegueCore

/// The mapping from SDL key codes to Core key names (`Key.name`), kept free of any window or
/// SDL state so it can be tested as a plain function.
///
/// Names follow `Key`: letters and digits as single upper-case characters ("A", "7"; keypad
/// digits give the same digit), "Left", "Right", "Up", "Down", "Enter" (main and keypad),
/// "Space", "Escape", "Backspace", "Tab", "Delete", "Home", "End", "PageUp", "PageDown",
/// "F1"…"F12", "?" for the question mark (shift + slash on a US layout, or a layout's own `?`
/// key), and any other printable ASCII key as its character ("/", ",", "-"). Either Control key
/// on its own is "Ctrl" (`Key.control`: the window follows it, as held Control turns the wheel
/// into a pinch). Other modifier keys on their own and keys without a name here give nil: they
/// produce no key event, and their state travels as `KeyModifiers` on the other keys' events.
public enum KeyNames {
    /// The Core key name for an SDL key code (`SDL_Keycode`, i.e. `SDL_Keysym.sym`), or nil.
    /// - Parameters:
    ///   - keycode: the layout-dependent SDL key code.
    ///   - shift: whether shift is held; it only turns the slash key into "?".
    public static func name(forKeycode keycode: Int32, shift: Bool = false) -> String? {
        if let named = special[keycode] { return named }
        if keycode == Int32(SDLK_SLASH.rawValue) && shift { return "?" }
        if (Int32(SDLK_KP_1.rawValue)...Int32(SDLK_KP_9.rawValue)).contains(keycode) {
            return String(keycode - Int32(SDLK_KP_1.rawValue) + 1)
        }
        if keycode == Int32(SDLK_KP_0.rawValue) { return "0" }
        // Printable ASCII: SDL uses the character itself as the key code, letters lower case.
        if keycode > 32 && keycode < 127, let scalar = Unicode.Scalar(UInt32(keycode)) {
            return String(Character(scalar)).uppercased()
        }
        return nil
    }

    /// The key for an SDL key code, or nil when the key has no Core name.
    public static func key(forKeycode keycode: Int32, shift: Bool = false) -> Key? {
        name(forKeycode: keycode, shift: shift).map(Key.init)
    }

    /// Core modifiers for an SDL modifier state (`SDL_Keysym.mod` or `SDL_GetModState()`):
    /// either shift, either control, either alt, either GUI ("command") key.
    public static func modifiers(fromSDL mod: UInt32) -> KeyModifiers {
        var result: KeyModifiers = []
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { result.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { result.insert(.alt) }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { result.insert(.command) }
        return result
    }

    private static let special: [Int32: String] = {
        var table: [Int32: String] = [
            Int32(SDLK_LEFT.rawValue): "Left", Int32(SDLK_RIGHT.rawValue): "Right",
            Int32(SDLK_UP.rawValue): "Up", Int32(SDLK_DOWN.rawValue): "Down",
            Int32(SDLK_RETURN.rawValue): "Enter", Int32(SDLK_RETURN2.rawValue): "Enter",
            Int32(SDLK_KP_ENTER.rawValue): "Enter",
            Int32(SDLK_SPACE.rawValue): "Space", Int32(SDLK_ESCAPE.rawValue): "Escape",
            Int32(SDLK_BACKSPACE.rawValue): "Backspace", Int32(SDLK_TAB.rawValue): "Tab",
            Int32(SDLK_DELETE.rawValue): "Delete", Int32(SDLK_HOME.rawValue): "Home",
            Int32(SDLK_END.rawValue): "End", Int32(SDLK_PAGEUP.rawValue): "PageUp",
            Int32(SDLK_PAGEDOWN.rawValue): "PageDown",
            Int32(SDLK_QUESTION.rawValue): "?",
            Int32(SDLK_LCTRL.rawValue): "Ctrl", Int32(SDLK_RCTRL.rawValue): "Ctrl",
        ]
        let functionKeys = [SDLK_F1, SDLK_F2, SDLK_F3, SDLK_F4, SDLK_F5, SDLK_F6,
                            SDLK_F7, SDLK_F8, SDLK_F9, SDLK_F10, SDLK_F11, SDLK_F12]
        for (index, code) in functionKeys.enumerated() {
            table[Int32(code.rawValue)] = "F\(index + 1)"
        }
        return table
    }()
}
