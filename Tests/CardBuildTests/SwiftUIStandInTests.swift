import Foundation
import Testing
import CardTestSupport

/// The SwiftUI stand-in is as strict as the UIKit one (AppleStandInTests): a SwiftUI API it does
/// not declare fails to type-check, and a declared one used with a signature Apple does not give
/// fails too, so CardSwiftUI and the example screens passing means they use only what was checked
/// against Apple's pages.
@Suite(.serialized) struct SwiftUIStandInTests {
    /// Type-checks `source` as an app file against the stand-ins and CardSwiftUI's interface.
    static func typeCheck(_ source: String) throws -> (status: Int32, output: String) {
        try AppleStandInTests.typeCheckApp(source, using: "CardSwiftUI")
    }

    static func screen(_ body: String) -> String {
        """
        import SwiftUI
        import CardSwiftUI

        struct Screen: View {
            @State private var state = GlideCard.initialState
            var body: some View {
                \(body)
            }
        }
        """
    }

    /// The control: the README's Glide screen type-checks, so the failures below are the API's.
    @Test(BuildTests.enabled) func theGlideScreenTypeChecks() throws {
        let checked = try Self.typeCheck(Self.screen("Color.black.cardSheet(GlideCard.self, selection: $state) { Text(\"Glide\") }"))
        #expect(checked.status == 0 && checked.output.isEmpty, "\(checked.output)")
    }

    @Test(BuildTests.enabled) func aSwiftUIAPITheStandInLacksFails() throws {
        // `blur(radius:opaque:)` is real SwiftUI that nothing here uses (`scrollDisabled`, the
        // example this had, is now used by `.cardScrollContent()`).
        let checked = try Self.typeCheck(Self.screen("Color.black.blur(radius: 3)"))
        #expect(checked.status != 0)
        #expect(checked.output.contains("blur"), "\(checked.output)")
    }

    /// `onChange(of:perform:)`, deprecated in iOS 17, is not declared: only the two-value form is.
    @Test(BuildTests.enabled) func aSignatureAppleDoesNotGiveFails() throws {
        let checked = try Self.typeCheck(Self.screen("Color.black.onChange(of: state, perform: { _ in })"))
        #expect(checked.status != 0)
        #expect(checked.output.contains("perform"), "\(checked.output)")
    }

    /// A modifier's card type must be of its kind: a deck type cannot present as a sheet.
    @Test(BuildTests.enabled) func aCardOfAnotherKindFails() throws {
        let checked = try Self.typeCheck("""
            import SwiftUI
            import CardSwiftUI

            struct Screen: View {
                @State private var state = ExpenseDeck.initialState
                var body: some View {
                    Color.black.cardSheet(ExpenseDeck.self, selection: $state) { Text("Deck") }
                }
            }
            """)
        #expect(checked.status != 0)
        #expect(checked.output.contains("SheetCard"), "\(checked.output)")
    }
}
