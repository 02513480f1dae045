// Stand-in for SwiftUI (Tests/AppleStandIns/README.md): declares nothing yet, since CardSwiftUI
// uses nothing yet; its declarations come with the adapter's code, each citing its page.
