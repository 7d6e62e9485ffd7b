import SegueKit

/// A list of a thousand fruits in a table (cells dequeued and reused), each row pushing a card
/// you can drag around with a pan gesture and zoom with a double tap: the UIKit code such a
/// screen has on iOS, ported line for line.
@MainActor
public final class FruitListController: TableViewController {
    /// The rows' titles.
    public let fruits = (1...1000).map { "Fruit \($0)" }
    /// The rows the user chose, in order.
    public private(set) var chosen: [IndexPath] = []

    /// A plain table.
    public init() { super.init(style: .plain) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        tableView.register(forCellReuseIdentifier: "fruit") { TableViewCell(style: .subtitle, reuseIdentifier: $0) }
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.detailTextLabel?.text = "Row \(indexPath.row + 1) of \(fruits.count)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(indexPath)
        navigationController?.pushViewController(CardController(title: fruits[indexPath.row]), animated: true)
    }
}

/// A card in the middle of the screen: a pan drags it, a double tap zooms it to twice its size
/// and back.
@MainActor
public final class CardController: ViewController {
    /// The card.
    public let card = View(frame: Rect(0, 0, 200, 140))
    /// Whether the card is zoomed in.
    public private(set) var isZoomed = false

    /// A card titled `title`.
    public init(title: String) {
        super.init()
        self.title = title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.backgroundColor = Color(red: 0.98, green: 0.74, blue: 0.2)
        card.cornerRadius = 16
        let name = Label(text: title ?? "")
        name.frame = Rect(16, 16, 168, 24)
        card.addSubview(name)
        card.center = Point(view.bounds.midX, view.bounds.midY)
        card.autoresizingMask = .flexibleMargins
        view.addSubview(card)
        var start = Point(0, 0)
        let pan = PanGestureRecognizer { [unowned self] pan in
            switch pan.state {
            case .began: start = card.center
            case .changed:
                let t = pan.translation(in: view)
                card.center = Point(start.x + t.x, start.y + t.y)
            default: break
            }
        }
        card.addGestureRecognizer(pan)
        let zoom = TapGestureRecognizer { [unowned self] tap in
            guard tap.state == .recognized else { return }
            isZoomed.toggle()
            View.animate(withDuration: 0.3) { self.card.transform = self.isZoomed ? .scale(2, 2) : .identity }
        }
        zoom.numberOfTapsRequired = 2
        card.addGestureRecognizer(zoom)
    }
}
