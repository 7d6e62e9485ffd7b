import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Xibs read as storyboards whose scenes are their top-level views (`Notes.xib`, hand-written).
@MainActor
@Suite struct IBXibTests {
    @Test("A xib's top-level views are its scenes, named by the owner's class, their class or their label; the owner's view is the initial one")
    func topLevelViewsAreScenes() throws {
        let read = try IBFixtures.read("Notes.xib")
        #expect(read.file.scenes.map(\.id) == ["NoteCell", "NoteListViewController", "Empty_State"])
        #expect(read.file.initialScene == "NoteListViewController")
        // Placeholders and the gesture recognizer are no scenes, and nothing is an error.
        #expect(!read.file.warnings.contains { $0.severity == .error })
        // The bars Xcode simulates around the owner's view are the scene's, as in a storyboard.
        let owner = try #require(read.file.scene("NoteListViewController"))
        #expect(owner.simulatedNavigation?.toolbarHidden == false)
        #expect(owner.simulatedNavigation?.hidden == true)
        #expect(read.file.scene("NoteCell")?.simulatedNavigation == nil)
        // A cell with no background of its own is drawn over the canvas's white, as Xcode draws it.
        #expect(read.file.scene("NoteCell")?.view.background == .white)
        // Without a registered class the owner's view is run by a plain controller, as guessed.
        #expect(owner.className == "ViewController")
        #expect(read.guesses.contains { $0.subject == "NoteListViewController" })
    }

    @Test("The File's Owner's class runs its view when the app registers it")
    func ownerClassRunsTheView() throws {
        final class NoteList: ViewController {}
        var controllers = ControllerRegistry()
        controllers.register(NoteList.self, as: "NoteListViewController") { NoteList() }
        let data = try Data(contentsOf: IBFixtures.folder.appendingPathComponent("Notes.xib"))
        let registries = SegueRegistries(controllers: controllers)
        let read = try InterfaceBuilderReader.read(data: data, path: IBFixtures.path("Notes.xib"), baseDirectory: IBFixtures.folder.path,
                                                   registries: registries).get()
        #expect(read.file.scene("NoteListViewController")?.className == "NoteListViewController")
        let storyboard = Storyboard(file: read.file, registries: registries)
        #expect(storyboard.instantiateInitialViewController() is NoteList)
    }

    @Test("The owner's view fills the device's screen, laid out by its constraints to the safe area")
    func ownersViewFillsTheScreen() throws {
        let data = try Data(contentsOf: IBFixtures.folder.appendingPathComponent("Notes.xib"))
        let device = try #require(InterfaceBuilderReader.documentDevice(data: data, path: IBFixtures.path("Notes.xib")))
        #expect(device.size == Size(414, 896))
        let window = try IBFixtures.show("Notes.xib", scene: "NoteListViewController", device: device)
        let safe = window.rootView.safeAreaInsets
        #expect(safe.top > 20)
        let title = try #require(window.ibView("title")), panel = try #require(window.ibView("panel"))
        #expect(title.frame.minX == 20 && title.frame.minY == safe.top + 20)
        #expect(abs(panel.frame.minY - (title.frame.maxY + 20)) < 0.01)
        #expect(panel.frame.width == 374)
    }

    @Test("A cell or a freeform view is drawn at its own size, as Xcode's canvas draws it, its content where Xcode stores it")
    func viewsAtTheirOwnSize() throws {
        let data = try Data(contentsOf: IBFixtures.folder.appendingPathComponent("Notes.xib"))
        let stored = try IBFixtures.storedFrames("Notes.xib")
        let screen = try #require(InterfaceBuilderReader.documentDevice(data: data, path: IBFixtures.path("Notes.xib")))
        for (scene, size) in [("NoteCell", Size(414, 60)), ("Empty_State", Size(300, 200)), ("cell", Size(414, 60))] {
            let device = try #require(InterfaceBuilderReader.documentDevice(data: data, path: IBFixtures.path("Notes.xib"), scene: scene))
            #expect(device.size == size, "\(scene)")
            // A cell has no safe area; a view keeps the screen's (Xcode 14 and later), with no status bar drawn.
            #expect(device.safeAreaInsets == (scene == "Empty_State" ? screen.safeAreaInsets : EdgeInsets()), "\(scene)")
            #expect(device.statusBarHeight == 0, "\(scene)")
        }
        #expect(screen.safeAreaInsets.top > 0 && screen.statusBarHeight > 0)
        let cellDevice = try #require(InterfaceBuilderReader.documentDevice(data: data, path: IBFixtures.path("Notes.xib"), scene: "NoteCell"))
        let cell = try IBFixtures.show("Notes.xib", scene: "NoteCell", device: cellDevice)
        #expect(cell.rootViewController?.view.frame.size == Size(414, 60))
        for id in ["dot", "cellTitle"] {
            let v = try #require(cell.ibView(id), "\(id)")
            let f = try #require(stored[id])
            #expect(abs(v.frame.minX - f.minX) < 0.5 && abs(v.frame.midY - f.midY) < 0.5, "\(id): \(v.frame) against \(f)")
        }
        // A xib of one cell opens at the cell's size; the `<adaptation>` inside `<device>` (Xcode
        // 10's) is no top-level object.
        let oneCell = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell id="c" customClass="ChallengeCell"><rect key="frame" x="0.0" y="0.0" width="898" height="86"/></tableViewCell>
                </objects>
            </document>
            """
        #expect(InterfaceBuilderReader.documentDevice(data: Data(oneCell.utf8), path: "Cell.xib")?.size == Size(898, 86))
        // A xib of before Xcode 8 names no device: its view, a keypad 255 by 287, opens at its
        // own size, with no status bar and no insets, as Xcode's canvas draws it; a second
        // view of another size opens at its size.
        let keypad = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="pad" customClass="KeypadView"><rect key="frame" x="0.0" y="0.0" width="255" height="287"/></view>
                    <view contentMode="scaleToFill" id="key" customClass="KeyView"><rect key="frame" x="0.0" y="0.0" width="85" height="71"/></view>
                </objects>
            </document>
            """
        for (scene, size) in [(nil, Size(255, 287)), ("KeyView", Size(85, 71))] {
            let d = try #require(InterfaceBuilderReader.documentDevice(data: Data(keypad.utf8), path: "KeypadView.xib", scene: scene))
            #expect(d.size == size && d.safeAreaInsets == EdgeInsets() && d.statusBarHeight == 0, "\(scene ?? "initial"): \(d)")
            // Drawn as the iOS release of its tools (Xcode 6: before iOS 11, as 10).
            #expect(d.systemVersion == 10)
        }
        // A storyboard that names no device and is stored at no device's size opens as before
        // (a plain window): its 600 by 600 canvas is Xcode 6's "any size", not a screen.
        let anySize = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc"><view key="view" id="v"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/></view></viewController>
                </objects></scene></scenes>
            </document>
            """
        #expect(InterfaceBuilderReader.documentDevice(data: Data(anySize.utf8), path: "Main.storyboard") == nil)
        let emptyDevice = try #require(InterfaceBuilderReader.documentDevice(data: data, path: IBFixtures.path("Notes.xib"), scene: "Empty_State"))
        let empty = try IBFixtures.show("Notes.xib", scene: "Empty_State", device: emptyDevice)
        let text = try #require(empty.ibView("emptyText"))
        #expect(abs(text.frame.midX - 150) < 0.5 && abs(text.frame.midY - 100) < 0.5)
    }

    /// A xib whose naming is tricky: a custom object of a cell's class first, two cells of one
    /// class, a top-level controller, a recognizer a view names, no File's Owner outlet.
    static let crowded = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <customObject id="obj" customClass="RowCell"/>
                <tableViewCell id="c1" customClass="RowCell"><rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                    <tableViewCellContentView key="contentView" id="k1"><rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                        <subviews>
                            <view id="badge"><rect key="frame" x="10" y="10" width="30" height="30"/>
                                <connections><outletCollection property="gestureRecognizers" destination="tap" id="g1"/></connections>
                            </view>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                <tableViewCell id="c2" customClass="RowCell"><rect key="frame" x="0.0" y="0.0" width="320" height="70"/></tableViewCell>
                <viewController id="vc" customClass="PickerController">
                    <view key="view" id="vcv"><rect key="frame" x="0.0" y="0.0" width="300" height="400"/></view>
                </viewController>
                <tapGestureRecognizer numberOfTapsRequired="2" id="tap"/>
            </objects>
        </document>
        """

    @Test("Scenes are named alike when the file loads and when its canvas is chosen: repeated names, objects that are no scene, controllers by class")
    func namingAgrees() throws {
        let read = try InterfaceBuilderReader.read(data: Data(Self.crowded.utf8), path: "Rows.xib", baseDirectory: "").get()
        #expect(read.file.scenes.map(\.id) == ["RowCell", "RowCell-c2", "PickerController"])
        #expect(read.file.initialScene == "RowCell")
        #expect(read.file.warns("two top-level objects are named 'RowCell'; this one's scene is called 'RowCell-c2'"))
        // The recognizer a view of the first cell names, a top-level object, is the view's.
        func recognizers(_ v: ViewSpec) -> [GestureRecognizerSpec] { v.gestureRecognizers + v.subviews.flatMap(recognizers) }
        #expect(try recognizers(#require(read.file.scene("RowCell")?.view)).map(\.taps) == [2])
        let data = Data(Self.crowded.utf8)
        for (scene, size) in [(nil, Size(320, 50)), ("RowCell", Size(320, 50)), ("RowCell-c2", Size(320, 70)),
                              ("c2", Size(320, 70)), ("PickerController", Size(300, 400))] as [(String?, Size)] {
            #expect(InterfaceBuilderReader.documentDevice(data: data, path: "Rows.xib", scene: scene)?.size == size, "\(scene ?? "initial")")
        }
    }

    @Test("A sidecar beside a xib is read, as one beside a storyboard")
    func sidecarBesideAXib() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xib-sidecar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.crowded.utf8).write(to: folder.appendingPathComponent("Rows.xib"))
        try Data("initial: PickerController\n".utf8).write(to: folder.appendingPathComponent("Rows.segue.yaml"))
        let storyboard = try Storyboard.load(path: folder.appendingPathComponent("Rows.xib").path).get()
        #expect(storyboard.file.initialScene == "PickerController")
    }

    @Test("A xib with no view, or a document of another kind, is an error that says so")
    func unusableDocuments() {
        func errors(_ xml: String, path: String = "Empty.xib") -> [String] {
            switch InterfaceBuilderReader.read(data: Data(xml.utf8), path: path, baseDirectory: "") {
            case .success: return []
            case .failure(let e): return e.diagnostics.map(\.message)
            }
        }
        let onlyPlaceholders = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <tapGestureRecognizer id="tap"/>
                </objects>
            </document>
            """
        #expect(errors(onlyPlaceholders) == ["the xib has no top-level view or controller (its top-level objects: tapGestureRecognizer)"])
        let other = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Plist" version="3.0"><objects/></document>
            """
        #expect(errors(other).first?.contains("not an Interface Builder storyboard or xib") == true)
    }

    @Test("A File's Owner whose view outlet names a view inside another is warned about; its views are still scenes")
    func ownerOutletInsideAView() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardController">
                        <connections><outlet property="view" destination="inner" id="o"/></connections>
                    </placeholder>
                    <view id="outer" userLabel="Card"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews><view id="inner"><rect key="frame" x="10" y="10" width="50" height="50"/></view></subviews>
                    </view>
                </objects>
            </document>
            """
        let read = try InterfaceBuilderReader.read(data: Data(xml.utf8), path: "Card.xib", baseDirectory: "").get()
        #expect(read.file.scenes.map(\.id) == ["Card"])
        #expect(read.file.warns("the File's Owner's view outlet names 'inner', which is not a top-level view; no scene is run by CardController"))
    }

    /// From iOS 13 a cell wider than 320 points takes the screen's side margin, a narrower one
    /// 16 (as Element's 600-point cells on a 375-point phone and WooCommerce's 331-point ones on
    /// a 414-point phone are stored); Xcode 10 took the cell's own width's. Before iOS 11
    /// (Xcode 8, tools 11762 and 12121, as Element's and ChatSecure's cells are stored) the
    /// margins are a view's 8 pt on every side, and the content view is a 2× pixel shorter than
    /// the cell (the separator's line).
    @Test("A cell shown on its own keeps a cell's margins, not a root view's: content pinned to its content view's margins stands 11 pt in above and below",
          arguments: [("retina4_7", 375.0, "21701", 16.0, 11.0, 78.0), ("retina6_1", 414, "21701", 20, 11, 78),
                      ("retina4_7", 600, "21701", 16, 11, 78), ("retina6_1", 320, "21701", 16, 11, 78),
                      ("retina6_1", 331, "21701", 20, 11, 78), ("retina4_7", 600, "14490", 20, 11, 77.5),
                      ("retina4_7", 414, "13771", 20, 11, 77.5), ("retina4_7", 600, "11762", 8, 8, 83.5),
                      ("retina4_7", 414, "12121", 8, 8, 83.5)])
    func cellOnItsOwnKeepsCellMargins(device: String, width: Double, tools: String, side: Double, top: Double, height: Double) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell rowHeight="100" id="cell"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="16" y="11" width="343" height="78"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="a"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b"/>
                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c"/>
                                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="d"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let window = try IBFixtures.showXib(xml, path: "Cell.xib")
        let box = try #require(window.ibView("box"))
        #expect(box.frame == Rect(side, top, width - 2 * side, height), "\(box.frame)")
    }

    @Test("A view of its own size is laid out in the screen's safe area as if at the top of the screen: every view from Xcode 14, the File's Owner's alone before; before, another view stands at the top of a phone with a notch",
          arguments: [("17506", "retina6_1"), ("22505", "retina6_1"), ("14490", "retina4_7")])
    func viewsInTheSafeArea(tools: String, deviceID: String) throws {
        func xib(_ id: String, height: Int) -> String {
            """
                    <view contentMode="scaleToFill" id="\(id)"><rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box"><rect key="frame" x="16" y="60" width="382" height="30"/></view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                        <constraints>
                            <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" constant="16" id="\(id)-a"/>
                            <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-safe" secondAttribute="leading" constant="16" id="\(id)-b"/>
                            <constraint firstItem="\(id)-safe" firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" constant="16" id="\(id)-c"/>
                            <constraint firstItem="\(id)-box" firstAttribute="height" constant="30" id="\(id)-d"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
            """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)">
                <device id="\(deviceID)" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="HistoryViewController">
                        <connections><outlet property="view" destination="owned" id="o"/></connections>
                    </placeholder>
            \(xib("owned", height: 258))
            \(xib("banner", height: 120))
                </objects>
            </document>
            """
        let data = Data(text.utf8)
        let storyboard = try Storyboard.parse(text, path: "History.xib", registries: SegueRegistries()).get()
        let newer = tools == "22505", notched = deviceID == "retina6_1"
        // The phone's insets: the iPhone 11's 44 (48 from Xcode 14.3) and 34; Xcode 10's iPhone 8's 20.
        let screen = notched ? EdgeInsets(top: newer ? 48 : 44, bottom: 34) : EdgeInsets(top: 20, bottom: 0)
        // The owner's view keeps them; another view every one from Xcode 14, before it the top
        // one alone on a phone with a notch (the 120-point banner does not reach the bottom
        // one), none on another phone.
        let banner = newer ? screen : notched ? EdgeInsets(top: screen.top, bottom: 0) : EdgeInsets()
        for (scene, id, insets) in [("HistoryViewController", "owned", screen), ("banner", "banner", banner)] {
            let device = try #require(InterfaceBuilderReader.documentDevice(data: data, path: "History.xib", scene: scene))
            let window = Window(size: device.size, clock: ManualClock())
            window.device = device
            window.rootViewController = storyboard.instantiateViewController(withIdentifier: scene)
            window.rootView.layoutIfNeeded()
            let box = try #require(window.ibView("\(id)-box"))
            #expect(device.safeAreaInsets == insets, "\(scene): \(device.safeAreaInsets)")
            #expect(box.frame == Rect(16, insets.top + 16, 382, 30), "\(scene): \(box.frame)")
            #expect(device.statusBarHeight == 0 && window.statusBar == nil, "\(scene)")
        }
    }

    @Test("A macOS xib is read as far as it goes, with a warning")
    func macXib() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505">
                <objects>
                    <customView id="panel">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    </customView>
                </objects>
            </document>
            """
        let read = try InterfaceBuilderReader.read(data: Data(xml.utf8), path: "Panel.xib", baseDirectory: "").get()
        #expect(read.file.scenes.map(\.id) == ["panel"])
        #expect(read.file.warns("this is not an iOS xib"))
    }
}
