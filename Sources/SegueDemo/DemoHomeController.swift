import Foundation
import SegueCore
import SegueKit

/// The demo storyboard's `home` screen: its buttons run the segues to the six demos, and the
/// number keys 1…6 run the same segues (SPEC §4's table).
public final class DemoHomeController: DemoScreenController {
    /// The segue each number key runs.
    public static let segueForKey: [String: String] = [
        "1": "showCube", "2": "showExplode", "3": "showSegmented",
        "4": "showPhotos", "5": "showGallery", "6": "showNavigation",
    ]

    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard modifiers.isDisjoint(with: [.control, .alt, .command]),
              let segue = Self.segueForKey[key.name] else { return false }
        // Only the screen in front takes the keys (a demo being presented already covers it).
        guard isInFront else { return true }
        return performSegue(withIdentifier: segue, sender: key)
    }
}
