import Foundation
import Testing
@testable import SegueCore

/// The controls' own faces in the dark appearance: every control asks the one system colour
/// table for its track, face, thumb, label and field colours, with the appearance of the device
/// its window emulates, so a dark document's controls get UIKit's dark values.
@MainActor
@Suite struct DarkControlsTests {
    func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }

    @Test func thePaletteIsTheSystemColourTableOfItsAppearance() {
        let light = ControlPalette(isDark: false), dark = ControlPalette(isDark: true)
        #expect(light.face == rgb(118, 118, 128, 0.12) && dark.face == rgb(118, 118, 128, 0.24))
        #expect(light.track == rgb(120, 120, 128, 0.2) && dark.track == rgb(120, 120, 128, 0.36))
        #expect(light.offTrack == rgb(120, 120, 128, 0.16) && dark.offTrack == rgb(120, 120, 128, 0.32))
        #expect(light.label == .black && dark.label == .white)
        #expect(light.fieldBackground == .white && dark.fieldBackground == rgb(44, 44, 46))
        #expect(light.background == .white && dark.background == .black)
        #expect(dark.secondaryLabel == rgb(235, 235, 245, 0.6) && dark.disabledLabel == rgb(235, 235, 245, 0.3))
    }

    /// The Dark fixture in a window emulating its own (dark) device, or the same device light.
    func show(dark: Bool) throws -> Window {
        let data = try Data(contentsOf: IBFixtures.folder.appendingPathComponent("Dark.storyboard"))
        var device = try #require(InterfaceBuilderReader.documentDevice(data: data, path: IBFixtures.path("Dark.storyboard")))
        #expect(device.isDark)
        device.isDark = dark
        return try IBFixtures.show("Dark.storyboard", scene: "dark", device: device)
    }

    func colours(_ v: View) -> [Color] {
        v.snapshotContents().quads.compactMap { if case .color(let c) = $0.content { return c } else { return nil } }
    }

    @Test func aDarkDocumentsControlsAreDrawnWithTheDarkValues() throws {
        for dark in [true, false] {
            let window = try show(dark: dark)
            let root = window.rootView
            let palette = ControlPalette(isDark: dark)
            let off = try #require(root.viewWithIdentifier("dark-switch-off") as? Switch)
            let on = try #require(root.viewWithIdentifier("dark-switch-on") as? Switch)
            #expect(off.trackColor == palette.offTrack && on.trackColor == palette.onTrack)
            #expect(on.trackColor == (dark ? rgb(48, 209, 88) : Switch.defaultOnTint))
            let stepper = try #require(root.viewWithIdentifier("dark-stepper") as? Stepper)
            let stepperColours = colours(stepper)
            #expect(stepperColours.first == palette.face && stepperColours.contains(palette.label) && stepperColours.contains(palette.separator))
            let slider = try #require(root.viewWithIdentifier("dark-slider") as? Slider)
            #expect(colours(slider).contains(palette.track) && colours(slider).contains(.white))
            let progress = try #require(root.viewWithIdentifier("dark-progress") as? ProgressView)
            #expect(colours(progress).first == palette.track)
            let spinner = try #require(root.viewWithIdentifier("dark-spinner") as? ActivityIndicatorView)
            #expect(colours(spinner).allSatisfy { $0.red == palette.secondaryLabel.red && $0.alpha <= palette.secondaryLabel.alpha })
            let segments = try #require(root.viewWithIdentifier("dark-segments") as? SegmentedControl)
            #expect(colours(segments).contains(palette.face) && colours(segments).contains(palette.selectedSegment))
            let date = try #require(root.viewWithIdentifier("dark-date") as? DatePicker)
            #expect(colours(date).allSatisfy { $0 == palette.face })
            let texts = date.snapshotContents().quads.compactMap { q -> Color? in
                if case .text(let t) = q.content { return t.attributedText.runs.first?.attributes.foregroundColor } else { return nil }
            }
            #expect(!texts.isEmpty && texts.allSatisfy { $0 == palette.label })
        }
    }

    /// The view with Interface Builder id `id` in `root`'s tree.
    func view(_ id: String, in root: ViewSpec) -> ViewSpec? {
        root.layoutID == id ? root : root.subviews.lazy.compactMap { view(id, in: $0) }.first
    }

    @Test func aDarkDocumentsTextFieldsAndSearchBarsAreDark() throws {
        let root = try #require(IBFixtures.load("Dark.storyboard").file.scene("dark")?.view)
        let dark = ControlPalette(isDark: true)
        let field = try #require(view("dark-field", in: root)), typed = try #require(view("dark-field-text", in: root))
        #expect(field.background == dark.fieldBackground && field.background == rgb(44, 44, 46))
        #expect(field.subviews.first?.color == dark.placeholder && typed.subviews.first?.color == .white)
        let search = try #require(view("dark-search", in: root))
        #expect(search.background == dark.searchBar && search.subviews.first?.background == dark.searchField)
        // The same fields in a light document keep the light values.
        let light = try #require(IBFixtures.load("Controllers.storyboard").file.scene("controls")?.view)
        let lightField = try #require(view("field", in: light))
        #expect(lightField.background == .white && lightField.subviews.first?.color == ControlPalette(isDark: false).placeholder)
    }
}
