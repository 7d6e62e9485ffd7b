import Foundation
import SegueCore
import SegueKit

/// A fixed scene with text, an image, a pattern and rounded corners: what `segue run --test-scene`
/// shows, to check a window, its GL context and the renderer without a storyboard.
@MainActor
public final class TestScene: SceneHost {
    public let root: View
    public private(set) var wantsQuit = false
    public var isAnimating: Bool { false }
    /// Nothing in the test scene moves, so its time stands still.
    public let clock: Clock = ManualClock()
    private let title: Label
    private let hint: Label

    public init(size: Size, assets: String) {
        root = View(frame: Rect(size: size))
        root.backgroundColor = Color(string: "#F2F2F7")
        root.identifier = "testScene"

        let band = View(frame: Rect(0, 0, size.width, 64))
        band.patternImage = assets + "/images/pattern.png"
        band.autoresizingMask = [.flexibleWidth]
        root.addSubview(band)

        title = Label(frame: Rect(24, 80, size.width - 48, 40), text: "SegueKit test scene")
        title.font = .boldSystemFont(ofSize: 28)
        title.textColor = Color(string: "#1C1C1E")!
        title.autoresizingMask = [.flexibleWidth]
        root.addSubview(title)

        let card = View(frame: Rect(24, 136, min(420, size.width - 48), max(0, size.height - 200)))
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.clipsToBounds = true
        card.autoresizingMask = [.flexibleHeight]
        root.addSubview(card)
        let photo = ImageView(frame: Rect(0, 0, card.bounds.width, card.bounds.height),
                              image: assets + "/images/photos/sunset.png", contentMode: .aspectFill)
        photo.autoresizingMask = .flexibleSize
        card.addSubview(photo)

        let badge = ImageView(frame: Rect(size.width - 24 - 96, 136, 96, 96), image: assets + "/images/badge.png",
                              contentMode: .aspectFit)
        badge.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(badge)

        hint = Label(frame: Rect(24, size.height - 48, size.width - 48, 24),
                     text: "Press Q to quit · Ünïcödé ✓")
        hint.font = .systemFont(ofSize: 15)
        hint.textColor = .darkGray
        hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(hint)
    }

    public func handle(_ event: InputEvent) {
        switch event {
        case .keyDown(let key, _) where key == Key("Q"): wantsQuit = true
        case .quit: wantsQuit = true
        case .resize(let s): root.frame = Rect(size: s)
        case .mouseDown(let p, _): hint.text = "Clicked at \(Int(p.x)), \(Int(p.y))"
        default: break
        }
    }

    public func frame() -> DrawList {
        var list = DrawList(size: root.bounds.size, clearColor: .black)
        root.draw(into: &list, transform: .identity, opacity: 1, clip: nil)
        return list
    }
}
