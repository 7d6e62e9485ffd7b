import Foundation
import Testing
@testable import SegueCore

/// Storyboard references: a tab and a presentation lead into scenes of other storyboards (one
/// in a `Base.lproj` folder, one chosen by its identifier), while a missing file and a loop
/// back to the first storyboard stay placeholders with warnings that say why.
@MainActor
@Suite struct IBReferenceTests {
    static let main = "References/Main.storyboard"

    @Test func referencesLeadIntoTheOtherStoryboardsScenes() throws {
        let imported = try IBFixtures.read(Self.main)
        let file = imported.file
        let tabs = try #require(file.scenes.first { $0.id == file.initialScene })
        #expect(tabs.className == "TabBarController")
        // The second tab is Settings.storyboard's initial scene, its navigation controller, whose
        // root came along.
        #expect(tabs.children.count == 2)
        let settings = try #require(file.scenes.first { $0.id == tabs.children[1] })
        #expect(settings.className == "NavigationController" && settings.interfaceBuilderID == "settings-nav")
        #expect(file.scenes.contains { $0.id == settings.root })
        // The button presents Profile.storyboard's scene named "profile", not its initial one.
        // The reference bears that name too, as Xcode lets it: it stands for that scene, which
        // is there once, and no clash is reported.
        let show = try #require(file.segues.first { $0.id == "showProfile" })
        #expect(show.destination == "profile")
        #expect(file.scenes.filter { $0.id == "profile" }.count == 1 && file.scenes.contains { $0.interfaceBuilderID == "welcome" })
        #expect(file.scenes.first { $0.id == "profile" }?.interfaceBuilderID != "ref-profile")
        // A reference's IB id still names the scene it stands for (`--scene`, a sidecar's `initial`).
        #expect(file.sceneID(named: "ref-profile") == "profile")
        #expect(file.sceneID(named: "ref-settings") == settings.id && file.sceneID(named: "ref-nothing") == nil)
        // The references themselves are gone; the missing one stays, and says why.
        #expect(!file.scenes.contains { $0.interfaceBuilderID == "ref-settings" || $0.interfaceBuilderID == "ref-profile" })
        #expect(file.scenes.contains { $0.interfaceBuilderID == "ref-missing" })
        #expect(file.warns("storyboard reference 'Help': no Help.storyboard"))
        // Settings.storyboard's reference back to Main.storyboard leads to Main's own scene
        // "home", as UIKit loads Main again; no placeholder stays.
        #expect(!file.scenes.contains { $0.interfaceBuilderID == "ref-main" })
        #expect(file.segues.first { $0.id == "showAbout" }?.destination == "home")
        #expect(!file.warns("ref-main") && !file.warns("was not followed"))
        #expect(!file.warns("opens another file"))
        // Profile.storyboard refers to Settings.storyboard too: its scenes are there once, and
        // both references lead to the same navigation controller.
        #expect(!file.warns("that this storyboard uses too"))
        #expect(file.scenes.filter { $0.interfaceBuilderID == "settings-nav" }.count == 1)
        #expect(file.segues.first { $0.id == "showSettingsFromProfile" }?.destination == settings.id)
        #expect(!file.warns("leads back"))
    }

    @Test func theReferencedScenesRun() throws {
        let storyboard = try IBFixtures.load(Self.main)
        let clock = ManualClock()
        let w = Window(size: Size(390, 844), clock: clock)
        w.rootViewController = storyboard.instantiateInitialViewController()
        func settle() { for _ in 0..<60 { clock.advance(by: 1.0 / 60); _ = w.drawList() } }
        settle()
        let tabs = try #require(w.rootViewController as? TabBarController)
        tabs.selectedIndex = 1
        settle()
        let nav = try #require(tabs.selectedViewController as? NavigationController)
        let root = try #require(nav.topViewController)
        #expect(root.title == "Preferences")
        #expect(root.view.label(showing: "Notifications are on") != nil)
        tabs.selectedIndex = 0
        settle()
        let home = try #require(tabs.selectedViewController)
        #expect(home.performSegue(withIdentifier: "showProfile", sender: nil))
        settle()
        let profile = try #require(home.presentedViewController ?? tabs.presentedViewController)
        #expect(profile.storyboardIdentifier == "profile")
        #expect(profile.view.label(showing: "Ada Lovelace") != nil)
    }
}

fileprivate extension View {
    /// The first label below this view showing `text`.
    func label(showing text: String) -> Label? {
        for s in subviews {
            if let l = s as? Label, l.text == text { return l }
            if let l = s.label(showing: text) { return l }
        }
        return nil
    }
}
