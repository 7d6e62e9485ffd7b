import Foundation
import Testing
import Yams
@testable import SegueCore

/// Each view kind's schema is the one description its keys have: every key read from YAML is
/// written back (YAML → model → YAML), every key an Interface Builder file gives survives
/// YAML (IB → YAML → model), and the docs' table is the schema's.
@MainActor
@Suite struct ViewKindSchemaTests {
    /// A storyboard whose views, together, give every key of every kind a value other than its default.
    static let everyKey = """
        version: 1
        initial: a
        scenes:
        - id: a
          view:
            id: root
            frame: [0, 0, 640, 480]
            autoresizing: [flexibleWidth, flexibleHeight]
            background: '#112233'
            pattern: tile.png
            cornerRadius: 4
            borderWidth: 1.5
            borderColor: '#aabbcc'
            tint: '#ff8800'
            alpha: 0.5
            hidden: true
            clips: true
            tag: 7
            transitionID: hero
            transitionModifiers: fade translate(0, -150) arc(0.5)
            constraints: ["width >= 100"]
            layout: ["H:|-[seg]-|"]
            hugging: [251, 252]
            compression: [700, 701]
            subviews:
            - type: label
              text: Hello
              fontSize: 20
              color: '#ff0000'
              bold: true
              align: center
              numberOfLines: 0
              adjustsFontSizeToFitWidth: true
              minimumScaleFactor: 0.5
              font: Helvetica-Bold 14
              lineBreakMode: byWordWrapping
              lineSpacing: 4
              lineHeightMultiple: 1.35
              minimumLineHeight: 20
              maximumLineHeight: 40
            - type: label
              attributedText:
              - {text: 'Plain, '}
              - {text: bold, font: system-bold 17, color: '#336699', underline: single, strikethrough: double, kern: 1.5}
            - type: button
              title: Go
              fontSize: 15
              font: headline
              lineBreakMode: byClipping
              color: '#00ff00'
              tint: '#0000ff'
              enabled: false
              adjustsFontSizeToFitWidth: true
              contentEdgeInsets: [5, 10, 5, 10]
              segue: next
              selected: true
              role: primary
              states: {highlighted: {color: '#ff0000'}, selected: {title: Gone, color: '#00ffff'}, disabled: {title: Later}}
            - type: button
              title: Back
              unwind: back
            - type: button
              attributedTitle:
              - {text: Styled, font: system-italic 13}
            - type: image
              image: tile.png
              contentMode: aspectFit
              symbol: heart.fill
              template: true
              tint: '#ff0000'
            - type: button
              title: Configured
              configuration: tinted
              subtitle: Below
              image: tile.png
              templateImage: true
              symbol: star
              imagePlacement: trailing
              imagePadding: 6
              baseForeground: '#112233'
              baseBackground: '#445566'
              cornerStyle: fixed
              backgroundCornerRadius: 9
              buttonSize: large
              contentInsets: [1, 2, 3, 4]
            - type: segmented
              id: seg
              segments: [One, Two]
              selected: 1
              segues: [next, next]
              tint: '#123456'
              selectedSegmentTintColor: '#ff3b30'
              enabled: false
            - type: pageControl
              pages: 3
              current: 2
              dotColor: '#abcdef'
              tint: '#fedcba'
              enabled: false
            - type: container
              embed: inside
            - type: stack
              axis: vertical
              distribution: equalSpacing
              alignment: firstBaseline
              spacing: 6
              baselineRelative: true
            - type: scroll
              contentSize: [800, 900]
              paging: true
            - type: table
              tableStyle: insetGrouped
              rowHeight: 50
              sectionHeaderHeight: 10
              sectionFooterHeight: 12
              separatorStyle: none
              separatorColor: "#445566"
              sections:
              - {header: First, footer: End}
              - {header: Second}
              subviews:
              - type: cell
                cellStyle: subtitle
                text: Row
                detail: More
                image: tile.png
                accessory: disclosureIndicator
                selectionStyle: none
                indentationLevel: 2
                indentationWidth: 12
                section: 1
                rowHeight: 60
                reuseIdentifier: row
                segue: next
              - type: cell
                unwind: back
            - type: switch
              on: true
              tint: '#00ff00'
              enabled: false
              segue: next
            - type: switch
              unwind: back
            - type: collection
              itemSize: [40, 40]
              lineSpacing: 4
              interitemSpacing: 3
              sectionInset: [1, 2, 3, 4]
              scrollDirection: horizontal
              headerSize: 20
            - type: activityIndicator
              style: large
              color: '#ff00ff'
              animating: true
              hidesWhenStopped: false
            - type: progress
              progress: 0.25
              tint: '#00ff00'
              trackTint: '#0000ff'
            - type: slider
              value: 3
              minimumValue: 1
              maximumValue: 5
              continuous: false
              tint: '#00ff00'
              trackTint: '#0000ff'
              thumbTint: '#ff0000'
              enabled: false
            - type: stepper
              value: 4
              minimumValue: 2
              maximumValue: 8
              stepValue: 2
              wraps: true
              autorepeat: false
              continuous: false
              enabled: false
            - type: datePicker
              date: '2010-06-07T17:00:00Z'
              datePickerMode: date
              datePickerStyle: wheels
              tint: '#ff0000'
              enabled: false
            - type: textView
              text: Long text
              font: Georgia 15
              fontSize: 15
              color: '#333333'
              align: justified
              scrollEnabled: false
              editable: false
              selectable: false
            - type: textView
              attributedText:
              - {text: 'Runs of ', font: system 14}
              - {text: text, color: '#ff0000'}
            - type: navigationBar
              items:
              - {title: Below, backButtonTitle: Up}
              - title: Top
                prompt: Choose
                left: [{systemItem: cancel}]
                right: [{title: Go, style: done, segue: next}, {image: tile.png, tint: '#ff0000', enabled: false, width: 30, placeholder: true}]
                hidesBackButton: true
                leftItemsSupplementBackButton: true
                largeTitleDisplayMode: always
              prefersLargeTitles: true
              barPosition: topAttached
              barTint: '#112233'
              tint: '#445566'
              translucent: false
              barStyle: black
              titleColor: '#ffffff'
              titleFont: system-bold 19
              largeTitleColor: '#eeeeee'
              largeTitleFont: Helvetica-Bold 30
              standardAppearance: {background: opaque, effect: systemThinMaterial, backgroundColor: '#0000ff', shadowColor: '#00000000', titleColor: '#ffffff', titleFont: system-bold 20, largeTitleColor: '#ffff00', largeTitleFont: system-heavy 30}
              compactAppearance: {background: transparent}
              scrollEdgeAppearance: {}
              compactScrollEdgeAppearance: {backgroundColor: '#ff0000'}
            - type: toolbar
              items: [{systemItem: trash}, {systemItem: flexibleSpace}, {systemItem: fixedSpace, width: 20}, {title: Share, segue: next}]
              barTint: '#112233'
              tint: '#445566'
              translucent: false
              barStyle: black
              standardAppearance: {background: opaque}
              compactAppearance: {background: transparent}
              scrollEdgeAppearance: {backgroundColor: '#ff0000'}
              compactScrollEdgeAppearance: {effect: dark}
            - type: tabBar
              items: [{systemItem: favorites, badge: '3'}, {title: Photos, image: tile.png, selectedImage: tile.png}, {title: Plain, placeholder: true}]
              selected: 1
              barTint: '#112233'
              tint: '#445566'
              translucent: false
              barStyle: black
              unselectedTint: '#778899'
              standardAppearance: {backgroundColor: '#00ff00', shadowColor: '#ff0000'}
              scrollEdgeAppearance: {background: transparent}
        - id: b
          unwind: [back]
          navigationItem: {title: B, prompt: Pick, right: [{id: addItem, systemItem: add}], backButtonTitle: Up, largeTitleDisplayMode: never}
          toolbarItems: [{systemItem: trash}, {systemItem: flexibleSpace}, {title: Share, style: done}]
          tabItem: {systemItem: history, badge: '1'}
          hidesBottomBarWhenPushed: true
          extendedLayoutIncludesOpaqueBars: true
          edgesForExtendedLayout: [top, bottom]
          preferredContentSize: [320, 240]
        - id: c
        - id: n
          class: NavigationController
          root: d
          navigationBar: {hidden: true, prefersLargeTitles: true, barTint: '#112233', tint: '#445566', translucent: false, barStyle: black, toolbarHidden: false,
                          toolbar: {barTint: '#123456', translucent: false}}
        - id: d
          tabItem: {image: tile.png, selectedImage: tile.png, placeholder: true}
        - id: t
          class: TabBarController
          tabs: [e]
          tabBar: {barTint: '#112233', tint: '#445566', translucent: false, barStyle: black, unselectedTint: '#778899',
                   standardAppearance: {background: opaque}, scrollEdgeAppearance: {background: transparent}}
        - id: e
        segues:
        - {id: next, kind: show, from: a, to: b}
        - {id: pop, kind: present, from: b, to: c, options: {style: popover, anchor: addItem, arrows: [up, down], detents: [medium, 300, large], undimmed: medium, grabber: true}}
        - {id: inside, kind: embed, from: a, to: c}
        """

    /// The kinds and keys written for each view of `yaml`, found in the YAML itself.
    static func writtenKeys(_ yaml: String) throws -> [ViewKind: Set<String>] {
        var out: [ViewKind: Set<String>] = [:]
        func walk(_ view: Node) {
            guard let map = view.mapping else { return }
            let kind = map["type"]?.string.flatMap(ViewKind.init(rawValue:)) ?? .view
            for (k, v) in map {
                guard let key = k.string else { continue }
                out[kind, default: []].insert(key)
                if key == "subviews" { v.sequence?.forEach(walk) }
            }
        }
        let root = try #require(try Yams.compose(yaml: yaml))
        for scene in root["scenes"]?.sequence ?? [] { if let v = scene["view"] { walk(v) } }
        return out
    }

    static func parse(_ yaml: String, folder: String) throws -> StoryboardFile {
        try Storyboard.parse(yaml, path: "s.yaml", baseDirectory: folder, registries: SegueRegistries()).get().file
    }

    static func folderWithTile() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewkinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // The smallest PNG: one transparent pixel.
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!
        try png.write(to: dir.appendingPathComponent("tile.png"))
        return dir.path
    }

    @Test func everyKeyOfEveryKindIsWrittenBack() throws {
        let folder = try Self.folderWithTile()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = try Self.parse(Self.everyKey, folder: folder)
        let written = try StoryboardYAMLWriter.yaml(model)
        let keys = try Self.writtenKeys(written)
        // The root view has every key of every view; each other kind, its own.
        for schema in ViewKindSchema.all {
            let own = schema.kind == .view ? ViewKindSchema.common.map(\.name) + ["subviews"] : schema.keys.map(\.name) + ["type"]
            let got = keys[schema.kind] ?? []
            #expect(Set(own).isSubset(of: got), "\(schema.kind): written \(got.sorted())")
            #expect(got.isSubset(of: schema.allowedNames), "\(schema.kind): written \(got.sorted())")
        }
        // The bars' scene keys are written back too.
        for key in BarKeys.sceneKeys { #expect(written.contains("\n  \(key):"), "scene key \(key)") }
        // Read back, the model writes the same text again.
        let again = try StoryboardYAMLWriter.yaml(try Self.parse(written, folder: folder))
        #expect(again == written)
    }

    @Test func theThreeLabelKeysSurviveWriting() throws {
        // They were read but never written, so an imported or rewritten storyboard lost them.
        let folder = try Self.folderWithTile()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try StoryboardYAMLWriter.yaml(try Self.parse(Self.everyKey, folder: folder))
        let label = try #require(try Self.parse(written, folder: folder).scene("a")?.view.find("Hello"))
        #expect(label.numberOfLines == 0 && label.adjustsFontSizeToFitWidth == true && label.minimumScaleFactor == 0.5)
    }

    static let ibLabels = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="main">
          <scenes>
            <scene sceneID="1"><objects><viewController id="main" sceneMemberID="viewController">
              <view key="view" id="v"><rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews>
                  <label id="wrap" text="Wrapped" numberOfLines="0" adjustsFontSizeToFit="YES" minimumScaleFactor="0.25">
                    <rect key="frame" x="10" y="10" width="200" height="60"/></label>
                  <label id="one" text="One line" adjustsFontSizeToFit="NO"><rect key="frame" x="10" y="80" width="200" height="20"/></label>
                </subviews></view></viewController></objects></scene>
          </scenes>
        </document>
        """

    @Test func negativeContentInsetsOfAnInterfaceBuilderButtonSurviveImportAsYAML() throws {
        // Simplenote's notice button: its title reaches 6 points past its top and bottom.
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
              <objects>
                <view id="notice"><rect key="frame" x="0" y="0" width="320" height="60"/>
                  <subviews>
                    <button id="undo"><rect key="frame" x="10" y="10" width="80" height="24"/>
                      <inset key="contentEdgeInsets" minX="0.0" minY="-6" maxX="0.0" maxY="-6"/>
                      <state key="normal" title="Undo"/></button>
                  </subviews></view>
              </objects>
            </document>
            """
        let f = try Storyboard.parse(xml, path: "Notice.xib", registries: SegueRegistries()).get().file
        let insets = EdgeInsets(top: -6, left: 0, bottom: -6, right: 0)
        #expect(f.scene("notice")?.view.find("Undo")?.contentEdgeInsets == insets)
        let again = try Self.parse(try StoryboardYAMLWriter.yaml(f), folder: NSTemporaryDirectory())
        #expect(again.scene("notice")?.view.find("Undo")?.contentEdgeInsets == insets)
        let shrunk = Button.intrinsicSize(ofTitle: AttributedText("Undo"), contentEdgeInsets: EdgeInsets(top: -90, left: 0, bottom: -90, right: 0))
        #expect(shrunk.height == 0)
    }

    @Test func interfaceBuilderLabelsKeepLinesAndShrinking() throws {
        let f = try Storyboard.parse(Self.ibLabels, path: "t.storyboard", registries: SegueRegistries()).get().file
        let wrap = try #require(f.scene("main")?.view.find("Wrapped"))
        #expect(wrap.numberOfLines == 0 && wrap.adjustsFontSizeToFitWidth == true && wrap.minimumScaleFactor == 0.25)
        let one = try #require(f.scene("main")?.view.find("One line"))
        #expect(one.numberOfLines == nil && one.adjustsFontSizeToFitWidth == nil && one.minimumScaleFactor == nil)
    }

    @MainActor @Test func aSegmentedControlsPillColourIsReadFromInterfaceBuilderAndYAML() throws {
        let xml = IBShippingAppFormsTests.document("""
            <segmentedControl id="seg" selectedSegmentIndex="0"><rect key="frame" x="10" y="10" width="200" height="32"/>
                <segments><segment title="A"/><segment title="B"/></segments>
                <color key="selectedSegmentTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </segmentedControl>
            <segmentedControl id="plain" selectedSegmentIndex="0"><rect key="frame" x="10" y="50" width="200" height="32"/>
                <segments><segment title="C"/></segments></segmentedControl>
            """)
        let storyboard = try Storyboard.parse(xml, path: "t.storyboard", registries: SegueRegistries()).get()
        let spec = try #require(storyboard.file.scene("vc")?.view.find("seg"))
        #expect(spec.color == Color(red: 1, green: 0, blue: 0))
        let root = try #require(storyboard.instantiateViewController(withIdentifier: "vc")?.view)
        let controls = root.subviews.compactMap { $0 as? SegmentedControl }
        #expect(controls.count == 2)
        #expect(controls.first?.selectedSegmentTintColor == Color(red: 1, green: 0, blue: 0))
        #expect(controls.last?.selectedSegmentTintColor == nil, "no colour: the palette's pill")
        // The YAML key gives the same control.
        let yaml = try Storyboard.parse("""
            scenes:
            - id: a
              view:
                subviews:
                - { type: segmented, segments: [A, B], selectedSegmentTintColor: '#ff0000' }
            """, path: "s.yaml", registries: SegueRegistries()).get()
        let fromYAML = yaml.instantiateViewController(withIdentifier: "a")?.view.subviews.first as? SegmentedControl
        #expect(fromYAML?.selectedSegmentTintColor == Color(red: 1, green: 0, blue: 0))
    }

    /// Every view of `a` and `b`, walked side by side, has the same value for every key of its kind.
    static func sameKeys(_ a: ViewSpec, _ b: ViewSpec, _ what: String) {
        #expect(a.kind == b.kind, "\(what)")
        for key in a.kind.schema.allKeys {
            #expect(key.write(a, { $0 }) == key.write(b, { $0 }), "\(what): \(a.kind) '\(key.name)'")
        }
        #expect(a.subviews.count == b.subviews.count, "\(what)")
        for (i, (x, y)) in zip(a.subviews, b.subviews).enumerated() { sameKeys(x, y, "\(what).\(i)") }
    }

    @Test func interfaceBuilderViewsSurviveYAML() throws {
        var files = try ["Xcode4Frames.storyboard", "Xcode8FrameInset.storyboard", "AutoLayout.storyboard", "Controllers.storyboard"]
            .map { try IBFixtures.load($0).file }
        files.append(try Storyboard.parse(Self.ibLabels, path: "t.storyboard", registries: SegueRegistries()).get().file)
        for f in files {
            let yaml = try StoryboardYAMLWriter.yaml(f)
            let back = try Storyboard.parse(yaml, path: "back.yaml", baseDirectory: f.assetsDirectory,
                                            registries: SegueRegistries()).get().file
            #expect(back.scenes.count == f.scenes.count, "\(f.path)")
            for (a, b) in zip(f.scenes, back.scenes) { Self.sameKeys(a.view, b.view, "\(f.path) \(a.id)") }
        }
    }

    @Test func eachKindHasItsOwnSchemaAndElements() {
        for kind in ViewKind.allCases { #expect(kind.schema.kind == kind, "\(kind)") }
        // An Interface Builder element becomes one kind: a name listed twice would be dropped.
        let names = ViewKind.allCases.flatMap(\.schema.ibElements)
        #expect(Set(names).count == names.count, "\(names.sorted())")
        #expect(ViewKindSchema.ibKinds["segmentedControl"] == .segmented && ViewKindSchema.ibKinds["stackView"] == .view)
        // A kind's keys are unique and none repeats a key of every view.
        for schema in ViewKindSchema.all {
            let keys = schema.allKeys.map(\.name)
            #expect(Set(keys).count == keys.count, "\(schema.kind): \(keys)")
        }
    }

    @Test func theDocsTableIsTheSchemas() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/storyboard.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let table = ViewKindSchema.markdownTable()
        #expect(text.contains(table), "docs/storyboard.md should hold the view keys' table:\n\(table)")
    }
}
