import CSDL2
import SegueCore
import Testing
@testable import SeguePlatform

/// The platform's pure parts, no window or GL needed: key names, SDL event translation,
/// headless selection, the frame pacer and the system clock.
@MainActor
@Suite("Platform input and timing")
struct PlatformInputTests {
    private func code(_ key: SDL_KeyCode) -> Int32 { Int32(key.rawValue) }

    @Test("letters and digits are named as single upper-case characters")
    func lettersAndDigits() {
        #expect(KeyNames.name(forKeycode: code(SDLK_a)) == "A")
        #expect(KeyNames.name(forKeycode: code(SDLK_q), shift: true) == "Q")
        #expect(KeyNames.name(forKeycode: code(SDLK_z)) == "Z")
        #expect(KeyNames.name(forKeycode: code(SDLK_0)) == "0")
        #expect(KeyNames.name(forKeycode: code(SDLK_7)) == "7")
        #expect(KeyNames.name(forKeycode: code(SDLK_KP_1)) == "1")
        #expect(KeyNames.name(forKeycode: code(SDLK_KP_0)) == "0")
        #expect(KeyNames.key(forKeycode: code(SDLK_r)) == Key("r"))
    }

    @Test("special keys get the names Core and input scripts use")
    func specialKeys() {
        let expected: [(SDL_KeyCode, String)] = [
            (SDLK_LEFT, "Left"), (SDLK_RIGHT, "Right"), (SDLK_UP, "Up"), (SDLK_DOWN, "Down"),
            (SDLK_RETURN, "Enter"), (SDLK_KP_ENTER, "Enter"), (SDLK_SPACE, "Space"),
            (SDLK_ESCAPE, "Escape"), (SDLK_BACKSPACE, "Backspace"), (SDLK_TAB, "Tab"),
            (SDLK_F1, "F1"), (SDLK_F5, "F5"), (SDLK_F12, "F12"), (SDLK_QUESTION, "?"),
        ]
        for (key, name) in expected {
            #expect(KeyNames.name(forKeycode: code(key)) == name)
        }
        #expect(KeyNames.key(forKeycode: code(SDLK_LEFT)) == Key.left)
        #expect(KeyNames.key(forKeycode: code(SDLK_F1)) == Key.f1)
    }

    @Test("shift + slash is the question mark; slash alone is a slash; lone modifiers but Control have no name")
    func questionMarkAndModifiers() {
        #expect(KeyNames.name(forKeycode: code(SDLK_SLASH), shift: true) == "?")
        #expect(KeyNames.name(forKeycode: code(SDLK_SLASH)) == "/")
        #expect(KeyNames.name(forKeycode: code(SDLK_LSHIFT)) == nil)
        #expect(KeyNames.name(forKeycode: code(SDLK_RCTRL)) == "Ctrl" && KeyNames.name(forKeycode: code(SDLK_LCTRL)) == "Ctrl")
        #expect(KeyNames.name(forKeycode: code(SDLK_UNKNOWN)) == nil)
        let mods = KeyNames.modifiers(fromSDL: UInt32(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue))
        #expect(mods == [.shift, .control])
        #expect(KeyNames.modifiers(fromSDL: UInt32(KMOD_RALT.rawValue | KMOD_LGUI.rawValue)) == [.alt, .command])
        #expect(KeyNames.modifiers(fromSDL: UInt32(KMOD_NUM.rawValue)) == [])
    }

    @Test("key presses, repeats and releases translate to keyDown/keyUp with modifiers")
    func keyEvents() {
        var translator = SDLEventTranslator()
        let ctrlR = keyEvent(SDL_KEYDOWN, SDLK_r, mod: KMOD_LCTRL)
        #expect(translator.translate(ctrlR) == [.keyDown(Key("R"), [.control])])
        var repeated = keyEvent(SDL_KEYDOWN, SDLK_r, mod: KMOD_LCTRL)
        repeated.key.repeat = 1
        #expect(translator.translate(repeated) == [.keyDown(Key("R"), [.control])])
        #expect(translator.translate(keyEvent(SDL_KEYUP, SDLK_r)) == [.keyUp(Key("R"), [])])
        #expect(translator.translate(keyEvent(SDL_KEYDOWN, SDLK_LSHIFT, mod: KMOD_LSHIFT)).isEmpty)
        #expect(translator.translate(keyEvent(SDL_KEYDOWN, SDLK_TAB, mod: KMOD_LSHIFT)) == [.keyDown(.tab, [.shift])])
    }

    @Test("a question mark from shift + slash or from text input gives exactly one '?' key press")
    func questionMarkFromEitherSource() {
        var translator = SDLEventTranslator()
        // US layout: the key press names it, the text that follows adds no second press.
        #expect(translator.translate(keyEvent(SDL_KEYDOWN, SDLK_SLASH, mod: KMOD_LSHIFT))
                == [.keyDown(.questionMark, [.shift])])
        #expect(translator.translate(textEvent("?")) == [.text("?")])
        // Shift let go first: the release still names the key it pressed.
        #expect(translator.translate(keyEvent(SDL_KEYUP, SDLK_SLASH)) == [.keyUp(.questionMark, [])])
        // Another layout: "?" is shift + comma; the text input supplies the press.
        #expect(translator.translate(keyEvent(SDL_KEYDOWN, SDLK_COMMA, mod: KMOD_LSHIFT))
                == [.keyDown(Key(","), [.shift])])
        #expect(translator.translate(textEvent("?"))
                == [.text("?"), .keyDown(.questionMark, []), .keyUp(.questionMark, [])])
        #expect(translator.translate(textEvent("héllo")) == [.text("héllo")])
    }

    @Test("mouse, wheel, resize and quit events translate with window positions in points")
    func pointerAndWindowEvents() {
        var translator = SDLEventTranslator()
        var event = SDL_Event()
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = 120
        event.button.y = 45
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        #expect(translator.translate(event) == [.mouseDown(Point(120, 45), .left)])
        event.type = SDL_MOUSEBUTTONUP.rawValue
        event.button.button = UInt8(SDL_BUTTON_RIGHT)
        #expect(translator.translate(event) == [.mouseUp(Point(120, 45), .right)])
        event.button.button = UInt8(SDL_BUTTON_X1)
        #expect(translator.translate(event).isEmpty)

        event = SDL_Event()
        event.motion.x = 7
        event.motion.y = 9
        event.type = SDL_MOUSEMOTION.rawValue
        #expect(translator.translate(event) == [.mouseMove(Point(7, 9))])

        event = SDL_Event()
        event.wheel.preciseX = 0.5
        event.wheel.preciseY = -2
        event.wheel.mouseX = 30
        event.wheel.mouseY = 40
        event.wheel.direction = UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)
        event.type = SDL_MOUSEWHEEL.rawValue
        #expect(translator.translate(event) == [.scroll(dx: -0.5, dy: 2, at: Point(30, 40))])

        event = SDL_Event()
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.data1 = 800
        event.window.data2 = 600
        event.type = SDL_WINDOWEVENT.rawValue
        #expect(translator.translate(event) == [.resize(Size(800, 600))])
        event.window.event = UInt8(SDL_WINDOWEVENT_RESIZED.rawValue)
        #expect(translator.translate(event).isEmpty)

        event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        #expect(translator.translate(event) == [.quit])
    }

    @Test("headless is chosen when there is no display, unless the options say otherwise")
    func headlessSelection() {
        let auto = PlatformOptions()
        #expect(auto.resolvedHeadless(environment: [:]))
        #expect(auto.resolvedHeadless(environment: ["DISPLAY": ""]))
        #expect(!auto.resolvedHeadless(environment: ["DISPLAY": ":99"]))
        #expect(!auto.resolvedHeadless(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(PlatformOptions(headless: true).resolvedHeadless(environment: ["DISPLAY": ":0"]))
        #expect(!PlatformOptions(headless: false).resolvedHeadless(environment: [:]))
    }

    @Test("zero options mean the defaults")
    func optionDefaults() {
        let options = PlatformOptions()
        #expect(options.resolvedTitle == PlatformOptions.defaultTitle)
        #expect(options.resolvedSize == (1280, 720))
        #expect(options.resolvedHeadlessScale == 1)
        #expect(options.vsync && options.resizable && options.highDPI)
        let partial = PlatformOptions(title: "Demo", size: Size(0, 333.4), headlessScale: -1)
        #expect(partial.resolvedTitle == "Demo")
        #expect(partial.resolvedSize == (1280, 333))
        #expect(partial.resolvedHeadlessScale == 1)
        let absurd = PlatformOptions(size: Size(1e300, .nan))
        // Fitted as a whole: the aspect ratio is kept, so the height shrinks to one point.
        #expect(absurd.resolvedSize == (PixelLimits.standard.maxSide, 1))
    }

    @Test("the frame pacer sleeps out short frames and leaves long ones alone")
    func framePacer() {
        let clock = ManualClock()
        var sleeps: [Double] = []
        let pacer = FramePacer(clock: clock) { seconds in
            sleeps.append(seconds)
            clock.advance(by: seconds)
        }
        pacer.frameDidEnd()  // starts the count
        clock.advance(by: 0.005)
        pacer.frameDidEnd()
        #expect(abs(pacer.lastSleep - (1.0 / 60 - 0.005)) < 1e-9)
        clock.advance(by: 0.020)
        pacer.frameDidEnd()
        #expect(pacer.lastSleep == 0)
        #expect(sleeps.count == 1)
        #expect(FramePacer(framesPerSecond: 0).interval == 1.0 / 60)
    }

    @Test("the frame pacer holds 60 fps on average when sleeps overshoot")
    func framePacerCompensatesOvershoot() {
        let clock = ManualClock()
        let pacer = FramePacer(clock: clock) { seconds in clock.advance(by: seconds + 0.0008) }
        pacer.frameDidEnd()
        let start = clock.now
        for _ in 0..<600 {
            clock.advance(by: 0.004)
            pacer.frameDidEnd()
        }
        let average = (clock.now - start) / 600
        #expect(abs(average - 1.0 / 60) < 0.0002, "average frame \(average * 1000) ms")
    }

    @Test("waiting to present spaces presents one interval apart however long frames take to draw")
    func framePacerSpacesPresents() {
        let clock = ManualClock()
        let pacer = FramePacer(clock: clock) { seconds in clock.advance(by: seconds) }
        var presents: [Double] = []
        // Draw times that vary a lot (each with its present under an interval); every present
        // takes 3 ms.
        let draws = [0.004, 0.013, 0.003, 0.012, 0.002, 0.013, 0.005, 0.011, 0.004, 0.013]
        for draw in draws + draws + draws {
            clock.advance(by: draw)
            pacer.waitToPresent()
            clock.advance(by: 0.003)
            presents.append(clock.now)
            pacer.frameDidEnd()
        }
        // Once the present's cost is learned (a few frames), presents are an interval apart.
        let gaps = zip(presents.dropFirst(), presents).map { $0 - $1 }.suffix(6)
        for gap in gaps { #expect(abs(gap - 1.0 / 60) < 0.0002, "gap \(gap * 1000) ms") }
        // A frame too slow to make its time is presented at once, and the next is on time again.
        clock.advance(by: 0.030)
        pacer.waitToPresent()
        #expect(pacer.lastSleep == 0)
        pacer.reset()
    }

    @Test("the system clock starts near zero and never runs backwards")
    func systemClock() {
        let clock = SystemClock()
        var previous = clock.now
        #expect(previous >= 0 && previous < 0.5)
        for _ in 0..<1000 {
            let now = clock.now
            #expect(now >= previous)
            previous = now
        }
        FramePacer.sleepThread(0.01)
        #expect(clock.now - previous >= 0.009)
    }

    private func keyEvent(_ type: SDL_EventType, _ key: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var event = SDL_Event()
        event.key.keysym.sym = Int32(key.rawValue)
        event.key.keysym.mod = UInt16(mod.rawValue)
        event.type = type.rawValue
        return event
    }

    private func textEvent(_ text: String) -> SDL_Event {
        var event = SDL_Event()
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            for (index, byte) in text.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        event.type = SDL_TEXTINPUT.rawValue
        return event
    }
}
