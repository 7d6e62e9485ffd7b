import Foundation
import Testing
@testable import SegueCore

/// Interface Builder text: fonts (text styles, system weights, named faces), line breaking,
/// alignment, attributed strings and button fonts survive the import and YAML.
@MainActor
@Suite struct IBTextTests {
    func view(_ id: String) throws -> ViewSpec {
        let f = try IBFixtures.load("Text.storyboard").file
        return try #require(f.scene("txt")?.view.subviews.first { matches($0, id) }, "\(id)")
    }

    /// The fixture's views are found by their text (labels keep no IB id).
    func matches(_ v: ViewSpec, _ id: String) -> Bool {
        let texts = ["body": "Body text", "light": "Light italic", "named": "Named face", "rich": "Plain struck",
                     "legacy": "Legacy", "configured": "Configured", "plainConfig": "Default config",
                     "primaryConfig": "Primary config"]
        return v.text == texts[id] || v.runs?.map(\.text).joined() == texts[id]
    }

    @Test func fontDescriptionsBecomeFonts() throws {
        #expect(try view("body").font == StoryboardFont(.textStyle(.body)))
        let light = try view("light")
        #expect(light.font == StoryboardFont(.system(.light, italic: true), size: 13))
        #expect(light.numberOfLines == 3 && light.lineBreakMode == .byTruncatingMiddle && light.align == .justified)
        let named = try view("named")
        #expect(named.font == StoryboardFont(.named("Georgia-BoldItalic"), size: 18))
        #expect(named.lineBreakMode == .byWordWrapping && named.align == .right)
        let font = named.resolvedFont(defaultSize: 17)
        #expect(font.weight == .bold && font.isItalic && font.familyName == "Georgia")
        // UILabel's default line break mode is not written out.
        #expect(try view("body").lineBreakMode == nil)
    }

    @Test func attributedStringsKeepTheirRuns() throws {
        let rich = try view("rich")
        let runs = try #require(rich.runs)
        #expect(rich.text == nil && runs.count == 2)
        #expect(runs[0] == TextRunSpec(text: "Plain ", font: StoryboardFont(.system(.regular, italic: false), size: 17),
                                       color: Color(red: 0, green: 0, blue: 0)))
        #expect(runs[1] == TextRunSpec(text: "struck", font: StoryboardFont(.named("Helvetica-Bold"), size: 20),
                                       color: Color(red: 1, green: 0, blue: 0), underline: .double, strikethrough: .single, kern: 2.5))
        // The first fragment's paragraph style.
        #expect(rich.align == .center && rich.lineSpacing == 6 && rich.lineBreakMode == .byWordWrapping)
        #expect(rich.numberOfLines == 0)
    }

    @Test func buttonFontsLegacyAndConfigured() throws {
        #expect(try view("legacy").font == StoryboardFont(.system(.regular, italic: false), size: 15))
        #expect(try view("legacy").lineBreakMode == nil, "a button's default, middle truncation, is not written")
        #expect(try view("configured").font == StoryboardFont(.system(.bold, italic: false), size: 19))
        // A configuration without a title font uses its size's text style (body, medium).
        #expect(try view("plainConfig").font == nil)
        #expect(try view("plainConfig").buttonConfiguration?.resolvedTitleFont == Font.preferredFont(forTextStyle: .body))
        #expect(try view("plainConfig").buttonRole == nil && view("primaryConfig").buttonRole == .primary)
    }

    @Test func aPrimaryConfiguredButtonsDefaultTitleIsSemibold() throws {
        let board = try IBFixtures.load("Text.storyboard")
        let vc = try #require(board.instantiateViewController(withIdentifier: "txt"))
        let buttons = vc.view.descendants.compactMap { $0 as? Button }
        let primary = try #require(buttons.first { $0.title == "Primary config" })
        let plain = try #require(buttons.first { $0.title == "Default config" })
        #expect(primary.role == .primary && plain.role == .normal)
        let body = Font.preferredFont(forTextStyle: .body)
        #expect(primary.configuredTexts(try #require(primary.configuration)).title?.runs.first?.attributes.font == body.withWeight(.semibold))
        #expect(plain.configuredTexts(try #require(plain.configuration)).title?.runs.first?.attributes.font == body)
        // A title font the configuration gives is kept, whatever the role.
        var c = try #require(primary.configuration)
        c.titleFont = .systemFont(ofSize: 14)
        #expect(c.resolvedTitleFont(for: .primary) == .systemFont(ofSize: 14))
        // Semibold is wider: the primary button's intrinsic width grows with its title.
        plain.title = "Primary config"
        #expect(primary.intrinsicContentSize.width > plain.intrinsicContentSize.width)
        plain.role = .primary
        #expect(primary.intrinsicContentSize.width == plain.intrinsicContentSize.width)
    }

    @Test func theBuiltViewsCarryTheText() throws {
        let board = try IBFixtures.load("Text.storyboard")
        let vc = try #require(board.instantiateViewController(withIdentifier: "txt"))
        let labels = vc.view.descendants.compactMap { $0 as? Label }
        let rich = try #require(labels.first { $0.text == "Plain struck" })
        #expect(rich.attributedText.runs.count == 2)
        let struck = rich.attributedText.runs[1].attributes
        #expect(struck.font == Font(name: "Helvetica-Bold", size: 20) && struck.strikethroughStyle == .single)
        #expect(struck.underlineStyle == .double && struck.kern == 2.5 && struck.paragraphStyle.lineSpacing == 6)
        #expect(struck.paragraphStyle.alignment == .center)
        let body = try #require(labels.first { $0.text == "Body text" })
        #expect(body.font == .preferredFont(forTextStyle: .body) && body.lineBreakMode == .byTruncatingTail)
        let buttons = vc.view.descendants.compactMap { $0 as? Button }
        #expect(buttons.first { $0.title == "Legacy" }?.font == .systemFont(ofSize: 15))
    }

    @Test func theImportSurvivesYAML() throws {
        let f = try IBFixtures.load("Text.storyboard").file
        let yaml = try StoryboardYAMLWriter.yaml(f)
        #expect(yaml.contains("font: body") && yaml.contains("font: system-light-italic 13") && yaml.contains("font: Georgia-BoldItalic 18"))
        #expect(yaml.contains("lineBreakMode: byTruncatingMiddle") && yaml.contains("attributedText:"))
        let back = try Storyboard.parse(yaml, path: "back.yaml", baseDirectory: f.assetsDirectory, registries: SegueRegistries()).get().file
        ViewKindSchemaTests.sameKeys(try #require(f.scene("txt")).view, try #require(back.scene("txt")).view, "Text.storyboard")
    }

    @Test func importedLabelsAreMeasuredByTheTextEngine() throws {
        // A label without a frame or constraints takes its intrinsic size from the measurer: the
        // fixed one makes each character half an em wide.
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="m">
              <scenes><scene sceneID="1"><objects><viewController id="m" sceneMemberID="viewController">
                <view key="view" id="v"><rect key="frame" x="0" y="0" width="320" height="480"/>
                  <subviews>
                    <label text="Twelve chars" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                      <fontDescription key="fontDescription" type="system" pointSize="10"/></label>
                  </subviews>
                  <constraints>
                    <constraint firstItem="l" firstAttribute="leading" secondItem="v" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="l" firstAttribute="top" secondItem="v" secondAttribute="top" constant="10" id="c2"/>
                  </constraints>
                </view></viewController></objects></scene></scenes>
            </document>
            """
        // Its constraints are solved at run time: the label gets its size when the scene is laid out.
        let storyboard = try Storyboard.parse(xml, path: "t.storyboard", registries: SegueRegistries()).get()
        let vc = try #require(storyboard.instantiateInitialViewController())
        let window = Window(size: Size(320, 480), clock: ManualClock())
        window.rootViewController = vc
        let label = try #require(vc.view.descendants.first { ($0 as? Label)?.text == "Twelve chars" })
        let expected = TextSystem.measurer.size(of: AttributedText("Twelve chars", attributes: TextAttributes(font: .systemFont(ofSize: 10))))
        #expect(label.frame == Rect(origin: Point(10, 10), size: expected), "\(label.frame) vs \(expected)")
    }
}
