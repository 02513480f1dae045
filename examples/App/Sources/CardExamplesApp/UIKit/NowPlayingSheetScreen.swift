#if canImport(UIKit)
import UIKit
import CardUIKit

/// The kiosk's now-playing sheet over a screen.
final class NowPlayingSheetScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let queue = ExampleList("Song", count: 25)
        CardViewController(NowPlayingSheet.self, content: queue, scrollView: queue).embed(in: self)
    }
}
#endif
