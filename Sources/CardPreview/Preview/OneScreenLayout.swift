/// What a one-screen panel's layout says of the panel.
package protocol OneScreenLayout {
    var width: Double { get }
    var height: Double { get }
    /// The screen's offset in the panel.
    var screenX: Double { get }
    var screenY: Double { get }
    /// Where the device's title and the loose findings begin.
    var titleX: Double { get }
    /// The findings placed at nothing on the screen, listed under the title.
    var loose: [PreviewFinding] { get }
}
