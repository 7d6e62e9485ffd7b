import Foundation
import SegueCore
import SegueKit

/// The demo storyboard's `home` screen: its buttons run the segues to the seven demos, and the
/// number keys 1…7 run the same segues (the demo storyboard's table in docs/), asking
/// `shouldPerformSegue` as a click on the button does.
public final class DemoHomeController: DemoScreenController {
    /// The segue each number key runs.
    public static let segueForKey: [String: String] = [
        "1": "showCube", "2": "showExplode", "3": "showSegmented",
        "4": "showPhotos", "5": "showGallery", "6": "showNavigation", "7": "showMatchedDemo",
    ]

    /// The storyboard id of the button each number key stands for.
    public static let buttonForKey: [String: String] = [
        "1": "cubeButton", "2": "explodeButton", "3": "segmentedButton",
        "4": "photosButton", "5": "galleryButton", "6": "navigationButton", "7": "matchedButton",
    ]

    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard modifiers.isDisjoint(with: [.control, .alt, .command]),
              let segue = Self.segueForKey[key.name] else { return false }
        // Only the screen in front takes the keys (a demo being presented already covers it).
        guard isInFront else { return true }
                // The key stands for the segue's button: the segue is triggered as the click triggers
        // it, and focus comes back to that button when the demo unwinds.
        let button = Self.buttonForKey[key.name].flatMap { view.viewWithIdentifier($0) }
        return triggerSegue(withIdentifier: segue, sender: button ?? key)
    }
}
