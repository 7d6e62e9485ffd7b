import Foundation
import Testing
@testable import SegueCore

/// Views of `@IBDesignable` classes: Xcode's canvas runs the app's class to draw one and records
/// the intrinsic size it measured (`<designables>`), which its layout then uses. A label's class
/// that sets its font in code is drawn in the font that measures that size.
@MainActor
@Suite struct IBDesignableTests {
    /// The size `text` sets in `font`, rounded up to a 2× screen's pixels (an iPhone 11's).
    static func measured(_ text: String, _ font: Font) -> Size {
        View.ceiled(Label.intrinsicSize(of: AttributedText(text, attributes: TextAttributes(font: font)), numberOfLines: 0),
                    toPixelsAt: 2)
    }

    /// An iPhone 11 xib: `body` inside a 414-point root view, `designables` after it.
    static func xib(_ body: String, constraints: String, designables: [(String, Double, Double)]) -> String {
        let recorded = designables.map { id, w, h in
            "<designable name=\"\(id)\"><size key=\"intrinsicContentSize\" width=\"\(w)\" height=\"\(h)\"/></designable>"
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>\(body)</subviews>
                        <constraints>\(constraints)</constraints>
                    </view>
                </objects>
                <designables>\(recorded)</designables>
            </document>
            """
    }

    /// A 17-point system label `id` of class `customClass` saying `text`, stored at (20, `y`)
    /// at `size`; wrapping when `wraps`.
    static func label(_ id: String, _ text: String, customClass: String, y: Double, size: Size, wraps: Bool) -> String {
        """
        <label opaque="NO" text="\(text)"\(wraps ? " numberOfLines=\"0\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" customClass="\(customClass)">
            <rect key="frame" x="20" y="\(y)" width="\(size.width)" height="\(size.height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    /// Pins `id`'s leading and top edges to the root's at (20, `top`).
    static func pinned(_ id: String, top: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\(id)-l"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="\(id)-t"/>
        """
    }

    @Test("A designable button, text field and view take the sizes the canvas measured; a side of −1 is the class's own; a placeholder size stands")
    func controlsTakeTheRecordedSize() throws {
        let body = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go" customClass="BrandButton">
                <rect key="frame" x="20" y="40" width="65" height="50"/>
                <state key="normal" title="Go"/>
            </button>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field" customClass="BrandField">
                <rect key="frame" x="20" y="100" width="33" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line" customClass="DashedLine">
                <rect key="frame" x="20" y="150" width="374" height="13"/>
            </view>
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="30" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="Badge">
                <rect key="frame" x="20" y="200" width="30" height="20"/>
            </view>
            """
        let constraints = Self.pinned("go", top: 40) + Self.pinned("field", top: 100) + Self.pinned("line", top: 150) + Self.pinned("badge", top: 200) + """
            <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" constant="20" id="line-r"/>
            """
        let window = try IBFixtures.showXib(Self.xib(body, constraints: constraints,
                                                     designables: [("go", 65, 50), ("field", 33, 40), ("line", -1, 13), ("badge", 10, 10)]),
                                            path: "Designables.xib")
        #expect(window.ibView("go")?.frame == Rect(20, 40, 65, 50))
        #expect(window.ibView("field")?.frame == Rect(20, 100, 33, 40))
        // No width of its own: the constraints give it; the recorded height stands.
        #expect(window.ibView("line")?.frame == Rect(20, 150, 374, 13))
        // The intrinsic size the document sets itself stands.
        #expect(window.ibView("badge")?.frame == Rect(20, 200, 30, 20))
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test("A designable label is drawn in the font whose text measures the recorded size, and wraps in it")
    func aLabelTakesTheFontThatMeasuresItsRecordedSize() throws {
        let drawn = Font.systemFont(ofSize: 22, weight: .semibold)
        let heading = Self.measured("Heading", drawn)
        let text = "A sentence long enough to wrap onto a second line at this width"
        let bodySize = Self.measured(text, .systemFont(ofSize: 15))
        let body = Self.label("title", "Heading", customClass: "StyledLabel", y: 40, size: heading, wraps: true)
            + Self.label("body", text, customClass: "StyledLabel", y: 100, size: Size(200, 60), wraps: true)
        let constraints = Self.pinned("title", top: 40) + Self.pinned("body", top: 100) + """
            <constraint firstItem="body" firstAttribute="width" constant="200" id="body-w"/>
            """
        let window = try IBFixtures.showXib(Self.xib(body, constraints: constraints,
                                                     designables: [("title", heading.width, heading.height),
                                                                   ("body", bodySize.width, bodySize.height)]),
                                            path: "Labels.xib")
        let title = try #require(window.ibView("title") as? Label)
        #expect(title.font == drawn)
        #expect(title.frame == Rect(20, 40, heading.width, heading.height))
        // The wrapping label measures its lines in the font found, at its width.
        let wrapped = try #require(window.ibView("body") as? Label)
        #expect(wrapped.font == .systemFont(ofSize: 15))
        let lines = View.ceiled(Label.intrinsicSize(of: AttributedText(text, attributes: TextAttributes(font: .systemFont(ofSize: 15))),
                                                    numberOfLines: 0, width: 200), toPixelsAt: 2)
        #expect(lines.height > bodySize.height)
        #expect(wrapped.frame == Rect(20, 100, 200, lines.height))
    }

    @Test("A label whose recorded size no font of its family measures: one line takes the size, a wrapping one keeps its font")
    func aLabelNoFontMeasures() throws {
        let font = Font.systemFont(ofSize: 17)
        let own = Self.measured("Badge", font)
        let body = Self.label("one", "Badge", customClass: "PaddedLabel", y: 40, size: Size(90, 40), wraps: false)
            + Self.label("many", "Badge", customClass: "PaddedLabel", y: 100, size: Size(90, 40), wraps: true)
        // Far wider than the text is in any font whose line is 40 points high.
        let window = try IBFixtures.showXib(Self.xib(body, constraints: Self.pinned("one", top: 40) + Self.pinned("many", top: 100),
                                                     designables: [("one", 900, 40), ("many", 900, 40)]),
                                            path: "Padded.xib")
        let one = try #require(window.ibView("one") as? Label)
        #expect(one.font == font)
        #expect(one.frame == Rect(20, 40, 900, 40))
        let many = try #require(window.ibView("many") as? Label)
        #expect(many.font == font)
        #expect(many.frame == Rect(20, 100, own.width, own.height))
    }

    @Test("The font search: the document's font when it measures the size, the nearest height then width, none beyond a tenth")
    func theFontSearch() {
        let seventeen = Font.systemFont(ofSize: 17)
        let own = Self.measured("Title", seventeen)
        #expect(IBConverter.designedFont(drawing: "Title", as: own, near: seventeen, scale: 2) == seventeen)
        let semibold = Font.systemFont(ofSize: 13, weight: .semibold)
        let small = Self.measured("Title", semibold)
        #expect(IBConverter.designedFont(drawing: "Title", as: small, near: seventeen, scale: 2) == semibold)
        // A width within a tenth of the nearest font's is found; beyond, none is.
        let wide = Self.measured("A longer title", seventeen)
        #expect(IBConverter.designedFont(drawing: "A longer title", as: Size(wide.width * 1.05, wide.height), near: seventeen, scale: 2) != nil)
        #expect(IBConverter.designedFont(drawing: "A longer title", as: Size(wide.width * 1.5, wide.height), near: seventeen, scale: 2) == nil)
        // A named font keeps its name and weight; only the size is found.
        let named = Font(name: "Georgia-Bold", size: 12)
        let georgia = Self.measured("Title", named.withSize(20))
        #expect(IBConverter.designedFont(drawing: "Title", as: georgia, near: named, scale: 2) == named.withSize(20))
        #expect(IBConverter.designedFont(drawing: "Title", as: Size(own.width * 2, own.height), near: seventeen, scale: 2) == nil)
        #expect(IBConverter.designedFont(drawing: "Title", as: Size(-1, own.height), near: seventeen, scale: 2) == nil)
    }
}
