#if canImport(UIKit)
import UIKit

// The example screens' own content, as any app has it (rows of text); what presents it in a card
// is in the screens (UIKit/), each at most 10 lines.

/// A line of text filling its card (a stack's or a deck's).
final class ExampleText: UILabel {
    init(_ text: String) {
        super.init(frame: .zero)
        self.text = text
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A scrolling list of rows, one under the other, for a sheet or a page to hand off to
/// (`scrollView:`).
final class ExampleList: UIScrollView {
    private static let rowHeight: CGFloat = 44
    private static let inset: CGFloat = 20
    private let rows: [ExampleText]

    /// Rows `"<title> 1"` to `"<title> <count>"`.
    init(_ title: String, count: Int) {
        rows = (0..<max(0, count)).map { ExampleText("\(title) \($0 + 1)") }
        super.init(frame: .zero)
        for row in rows { addSubview(row) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, bounds.width - 2 * Self.inset)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: Self.inset, y: Self.rowHeight * CGFloat(index), width: width, height: Self.rowHeight)
        }
        contentSize = CGSize(width: bounds.width, height: Self.rowHeight * CGFloat(rows.count))
    }
}
#endif
