import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Interface Builder's controls and text views (the hand-written `Controls.storyboard`): each
/// element read with its attributes into the view UIKit would make, nothing left as a box.
@MainActor
@Suite struct IBControlsTests {
    @Test func everyControlIsReadWithItsAttributes() throws {
        let file = try IBFixtures.load("Controls.storyboard").file
        for element in ["activityIndicatorView", "progressView", "slider", "stepper", "datePicker", "textView"] {
            #expect(!file.warns(element), "\(element): \(file.warnings.map(\.message))")
        }
        let root = try #require(file.scene("controls")?.view)
        func view(_ id: String) -> ViewSpec? {
            func walk(_ v: ViewSpec) -> ViewSpec? { v.layoutID == id ? v : v.subviews.lazy.compactMap(walk).first }
            return walk(root)
        }
        let spinner = try #require(view("spinner"))
        #expect(spinner.kind == .activityIndicator && spinner.values.animating == true && spinner.values.indicatorStyle == .medium)
        let big = try #require(view("big-spinner"))
        #expect(big.values.indicatorStyle == .large && big.values.hidesWhenStopped == false)
        #expect(big.color.map { abs($0.green - 0.2314) < 0.01 } == true)
        let progress = try #require(view("progress"))
        #expect(progress.kind == .progress && abs((progress.values.value ?? 0) - 0.6) < 1e-9)
        let slider = try #require(view("slider"))
        #expect(slider.kind == .slider && slider.values.value == 30 && slider.values.minimumValue == 0 && slider.values.maximumValue == 100)
        #expect(slider.tint.map { abs($0.green - 0.5843) < 0.01 } == true)
        let stepper = try #require(view("stepper"))
        #expect(stepper.kind == .stepper && stepper.values.value == 3 && stepper.values.maximumValue == 10 && stepper.values.wraps == true)
        let compact = try #require(view("compact-date"))
        #expect(compact.values.datePickerStyle == .compact && compact.values.datePickerMode == .dateAndTime)
        #expect(compact.values.date.map(DatePicker.dateText) == "Jun 2, 2014")
        let wheels = try #require(view("wheels-date"))
        #expect(wheels.values.datePickerStyle == .wheels && wheels.values.datePickerMode == .date && wheels.values.date == nil)
        let text = try #require(view("text"))
        #expect(text.kind == .textView && text.text?.hasPrefix("A text view wraps") == true)
        #expect(text.values.editable == false && text.subviews.isEmpty)
    }

    @Test func theScreenShowsThemAndTheTextWrapsAndScrolls() throws {
        let window = try IBFixtures.show("Controls.storyboard", scene: "controls", device: nil, size: Size(390, 844))
        let root = window.rootView
        let spinner = try #require(root.viewWithIdentifier("spinner") as? ActivityIndicatorView)
        #expect(spinner.isAnimating && !spinner.isHidden)
        let stopped = try #require(root.viewWithIdentifier("stopped-spinner") as? ActivityIndicatorView)
        #expect(!stopped.isAnimating && stopped.isHidden)
        let slider = try #require(root.viewWithIdentifier("slider") as? Slider)
        #expect(slider.value == 30 && slider.maximumValue == 100)
        let stepper = try #require(root.viewWithIdentifier("stepper") as? Stepper)
        #expect(stepper.value == 3 && stepper.wraps)
        let compact = try #require(root.viewWithIdentifier("compact-date") as? DatePicker)
        #expect(compact.compactTexts == ["Jun 2, 2014", "5:00 PM"])
        let wheels = try #require(root.viewWithIdentifier("wheels-date") as? DatePicker)
        #expect(wheels.date == DatePicker.keynoteDate && wheels.datePickerStyle == .wheels)
        let text = try #require(root.viewWithIdentifier("text") as? TextView)
        #expect(text.font.pointSize == 17 && !text.isEditable && text.isSelectable)
        // Wrapped at 350 − 2 × 5 points into many lines, taller than the view: it scrolls.
        let inner = try #require(text.subviews.first as? Label)
        #expect(inner.frame.minX == 5 && inner.frame.minY == 8 && inner.frame.width == 340)
        #expect(inner.textLayout.lineCount > 4)
        #expect(text.contentSize.height == inner.frame.height + 16 && text.contentSize.height > text.bounds.height)
        window.handle(.mouseMove(Point(200, 580)))
        window.handle(.scroll(dx: 0, dy: -1, at: Point(200, 580)))
        #expect(text.contentOffset.y > 0)
    }

    @Test func aTextViewWithoutScrollingSizesItselfToItsText() {
        let t = TextView(text: "One two three four five six seven eight nine ten")
        t.isScrollEnabled = false
        let single = t.intrinsicContentSize
        #expect(single.height > 16 && single.width > 10 + 50)
        t.frame = Rect(0, 0, 80, 10)
        let narrow = t.intrinsicContentSize
        #expect(narrow.width == View.noIntrinsicMetric && narrow.height > single.height)
        t.isScrollEnabled = true
        #expect(t.intrinsicContentSize.height == View.noIntrinsicMetric)

        // Empty, it is one line of its font high (TextKit's extra line fragment): Habitica's
        // empty 14-point text view is stored 33 points high, the insets and 16.7 rounded up.
        let empty = TextView(frame: Rect(0, 0, 361, 10))
        empty.font = .systemFont(ofSize: 14)
        empty.isScrollEnabled = false
        #expect(empty.intrinsicContentSize.height == 33, "\(empty.intrinsicContentSize)")
        let free = TextView()
        free.isScrollEnabled = false
        #expect(free.intrinsicContentSize.width == 10, "no text: only the line fragment padding")
        empty.text = "One line"
        #expect(empty.intrinsicContentSize.height == 33)
    }

    @Test func configurationsSymbolsAndAssetsAreRead() throws {
        let file = try IBFixtures.load("Controls.storyboard").file
        let root = try #require(file.scene("buttons")?.view)
        func view(_ id: String) -> ViewSpec? {
            func walk(_ v: ViewSpec) -> ViewSpec? { v.layoutID == id ? v : v.subviews.lazy.compactMap(walk).first }
            return walk(root)
        }
        let tinted = try #require(view("tinted")?.buttonConfiguration)
        #expect(tinted.style == .tinted && tinted.subtitle == "with a subtitle")
        let gray = try #require(view("gray")?.buttonConfiguration)
        #expect(gray.systemImageName == "gearshape" && gray.imagePadding == 6 && gray.imagePlacement == .leading)
        let capsule = try #require(view("capsule"))
        #expect(capsule.buttonConfiguration?.cornerStyle == .capsule && capsule.buttonConfiguration?.buttonSize == .large)
        #expect(capsule.font == StoryboardFont(.system(.bold, italic: false), size: 20))
        #expect(capsule.buttonConfiguration?.baseBackgroundColor.map { abs($0.green - 0.1765) < 0.01 } == true)
        // An asset image beside the title: its file, its recorded size, drawn as a template.
        let next = try #require(view("next")?.buttonConfiguration)
        #expect(next.image?.hasSuffix("arrow@3x.png") == true && next.imageSize == Size(24, 24) && next.imageIsTemplate)
        #expect(next.cornerStyle == .fixed && next.backgroundCornerRadius == 16)
        #expect(next.contentInsets == EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(view("next")?.subviews.isEmpty == true, "a configured button draws its own image")
        // Symbols: drawn, the unknown one a labelled placeholder with a warning.
        #expect(view("sym-0")?.symbol == "heart.fill" && view("sym-0")?.kind == .image)
        #expect(!file.warns("'heart.fill'") && file.warns("system symbol 'airplane.circle' is drawn as a labelled placeholder"))
        // The image set at the document's scale (an iPhone 14: 3x), the template one tinted.
        #expect(view("badge")?.image?.hasSuffix("badge@3x.png") == true)
        #expect(view("arrow")?.template == true && view("arrow")?.tint.map { abs($0.red - 0.686) < 0.01 } == true)
        // The colour set's light entry, Display P3 turned to sRGB: its components were written
        // "0.850", "64" and "0x80".
        let brand = try #require(view("brand")?.background)
        let expected = IBAssetCatalog.sRGB(fromDisplayP3: 0.85, 64.0 / 255, 128.0 / 255, alpha: 1)
        #expect(brand == expected && brand.red > 0.85 && !file.warns("Brand"))
    }

    @Test func aTwoTimesDeviceGetsTheTwoTimesImage() throws {
        var catalog = IBAssetCatalog(baseDirectory: IBFixtures.folder.path, assetsFolder: nil, decode: nil, files: LocalFiles())
        #expect(try catalog.image(named: "badge", scale: 2).get().hasSuffix("badge@2x.png"))
        #expect(try catalog.image(named: "badge", scale: 3).get().hasSuffix("badge@3x.png"))
        #expect(try catalog.image(named: "badge", scale: 1).get().hasSuffix("badge@2x.png"), "the nearest larger one")
        #expect(DeviceProfile.named("iphone-8")?.scale == 2 && DeviceProfile.named("iphone-14")?.scale == 3)
    }

    /// The file system as seen from inside a `Base.lproj` beside the fixtures' catalogues: the
    /// current folder is that `.lproj` (its listing empty), everything else is the disk's.
    struct InsideLproj: FileQueries {
        let local = LocalFiles()
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Base.lproj").path
        func problem(at path: String) -> String? { local.problem(at: path) }
        func read(_ path: String, limit: Int) throws -> Data { try local.read(path, limit: limit) }
        func readText(_ path: String, limit: Int) throws -> String { try local.readText(path, limit: limit) }
        func realPath(_ path: String) -> String? { path == "." || path.isEmpty ? here : local.realPath(path) }
        func size(of path: String) -> Int? { local.size(of: path) }
        func entry(at path: String) -> FileEntry? { local.entry(at: path) }
        func names(in folder: String) -> [String]? { folder.isEmpty || folder == "." ? [] : local.names(in: folder) }
    }

    @Test func aStoryboardOpenedFromInsideItsLprojFolderFindsTheCataloguesBesideIt() throws {
        // `segue check Settings.storyboard` run in `Base.lproj`: the storyboard's folder is "".
        var catalog = IBAssetCatalog(baseDirectory: "", assetsFolder: nil, decode: nil, files: InsideLproj())
        #expect(try catalog.image(named: "badge", scale: 2).get().hasSuffix("badge@2x.png"))
    }

    @Test func aDarkDocumentIsDrawnDark() throws {
        let file = try IBFixtures.load("Dark.storyboard").file
        let root = try #require(file.scene("dark")?.view)
        func view(_ id: String) -> ViewSpec? {
            func walk(_ v: ViewSpec) -> ViewSpec? { v.layoutID == id ? v : v.subviews.lazy.compactMap(walk).first }
            return walk(root)
        }
        // The resources say white, grey and blue (light); the dark values are drawn.
        #expect(root.background == IBValues.darkSystemColors["systemBackgroundColor"] && root.background == .black)
        #expect(view("plain-label")?.color == .white, "a label of the default colour is white on dark")
        #expect(view("secondary-label")?.color == IBValues.darkSystemColors["secondaryLabelColor"])
        #expect(view("card")?.background == Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255))
        #expect(view("dark-button")?.buttonConfiguration?.baseBackgroundColor == Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
        // The colour set's dark entry, not the resources' light value.
        #expect(view("brand")?.background == Color(red: 0.6, green: 0.8, blue: 1))
        // The same colours in a light document stay light.
        let light = try #require(IBFixtures.load("Controls.storyboard").file.scene("controls")?.view)
        #expect(light.background == .white)
    }
}
