import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Interface Builder's split view controllers of three columns and a compact column
/// (Fixtures/SplitColumns.storyboard): read, shown by width, and kept through YAML.
@MainActor
@Suite struct IBSplitColumnsTests {
    func shown(_ id: String, _ size: Size, device: DeviceProfile? = nil) throws -> (Window, SplitViewController) {
        let storyboard = try IBFixtures.load("SplitColumns.storyboard")
        let w = Window(size: size, clock: ManualClock())
        w.device = device
        w.rootViewController = storyboard.instantiateViewController(withIdentifier: id)
        w.rootView.layoutIfNeeded()
        return (w, try #require(w.rootViewController as? SplitViewController))
    }

    func root(_ vc: ViewController?) -> String? {
        ((vc as? NavigationController)?.viewControllers.first ?? vc)?.storyboardIdentifier
    }

    @Test func theColumnsAreReadWhereverTheXMLListsThem() throws {
        let imported = try IBFixtures.read("SplitColumns.storyboard")
        let mail = try #require(imported.file.scene("mail"))
        #expect(mail.children == ["mailboxes", "messages", "message"] && mail.split.compact == "phone")
        #expect(mail.split.style == .tripleColumn, "a supplementary column makes the double column attribute three columns")
        #expect(mail.split.displayMode == .twoBesideSecondary && mail.split.behavior == .tile && mail.split.maximumPrimaryWidth == 280)
        #expect(imported.file.scene("notes")?.split.style == .tripleColumn && imported.file.scene("notes")?.split.displayMode == nil)
        #expect(!imported.file.warns("relationship"))
        #expect(imported.file.warns("split view display mode 'sideways' is not known"))
        #expect(imported.file.warns("split behaviour 'squeeze' is not known"))
    }

    @Test func threeColumnsOnAWideIPadAndTheCompactColumnOnAPhone() throws {
        let (_, split) = try shown("mail", Size(1366, 1024))
        #expect(split.primaryColumnWidth == 280 && split.displayMode == .twoBesideSecondary)
        #expect([root(split.primaryViewController), root(split.supplementaryViewController), root(split.secondaryViewController)]
                == ["mailboxes", "messages", "message"])
        #expect(split.viewController(for: .supplementary)?.view.frame == Rect(280, 0, 320, 1024))
        #expect(split.secondaryViewController?.view.frame == Rect(600, 0, 766, 1024))
        let (_, phone) = try shown("mail", Size(393, 852), device: DeviceProfile.named("iphone-14"))
        #expect(phone.isCollapsed && phone.view.subviews.contains { $0 === phone.viewController(for: .compact)?.view })
        #expect(root(phone.viewController(for: .compact)) == "phone")
        #expect(phone.primaryViewController?.viewIfLoaded?.superview == nil)
        // Without a compact column, the collapsed split view shows its primary.
        let (_, notes) = try shown("notes", Size(393, 852), device: DeviceProfile.named("iphone-14"))
        #expect(notes.isCollapsed && root(notes.primaryViewController) == "folders" && notes.primaryViewController?.view.superview === notes.view)
    }

    @Test func theAutomaticModeOnAPortraitIPadHidesThePrimary() throws {
        // 40% of 768 is 307.2 for each sidebar, leaving the secondary 153.6: one sidebar.
        let (_, notes) = try shown("notes", Size(768, 1024))
        #expect(notes.displayMode == .oneBesideSecondary && notes.primaryViewController?.viewIfLoaded?.superview == nil)
        #expect(notes.viewController(for: .supplementary)?.view.frame == Rect(0, 0, 768 * 0.4, 1024))
        let (_, wide) = try shown("notes", Size(1366, 1024))
        #expect(wide.displayMode == .twoBesideSecondary)
    }

    @Test func theSplitSettingsSurviveYAMLAndAreRefusedElsewhere() throws {
        let imported = try IBFixtures.read("SplitColumns.storyboard")
        let yaml = try StoryboardYAMLWriter.yaml(imported.file)
        for line in ["splitStyle: tripleColumn", "splitDisplayMode: twoBesideSecondary", "splitBehavior: tile", "compactChild: phone",
                     "maximumPrimaryColumnWidth: 280"] {
            #expect(yaml.contains(line), "\(line)")
        }
        let reloaded = try Storyboard.parse(yaml, path: "t.yaml", registries: SegueRegistries()).get()
        #expect(reloaded.file.scene("mail")?.split == imported.file.scene("mail")?.split)
        #expect(reloaded.file.scene("mail")?.children == ["mailboxes", "messages", "message"])
        func refusal(_ keys: String) -> String {
            let text = """
            version: 1
            initial: a
            scenes:
              - id: a
                \(keys)
                view: {}
            """
            guard case .failure(let e) = Storyboard.parse(text, path: "w.yaml", registries: SegueRegistries()) else { return "accepted" }
            return "\(e)"
        }
        #expect(refusal("splitDisplayMode: twoBesideSecondary").contains("'splitDisplayMode' is for split view controllers"))
        #expect(refusal("compactChild: a").contains("'compactChild' is for split view controllers"))
        #expect(refusal("class: SplitViewController\n    compactChild: nowhere").contains("compact scene 'nowhere' does not exist"))
        #expect(refusal("class: SplitViewController\n    splitDisplayMode: sideways").contains("sideways"))
        #expect(refusal("class: SplitViewController\n    preferredPrimaryColumnWidthFraction: 2").contains("2"))
    }
}
