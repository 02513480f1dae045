// A consumer of cardc's CardGenerator plugin: the types below come from the specs in Cards/,
// generated into the build (Tests/Integration/test_plugins.py checks what this prints).
import CardEngine

let layout = SheetLayout(configuration: GlideCard.configuration, device: .iPhoneSE)
print("glide heights (centipoints):", layout.heights.map { Int($0 * 100) })
print("glide states:", GlideCard.State.allCases.map(\.rawValue))
print("deck states:", ExpenseDeck.State.allCases.map(\.rawValue))
print("deck samples:", ExpenseDeck.CardsDataModel.samples.count)
// The deck names no devices: they come from the configuration (the monorepo root's, or a nearer one).
print("deck devices:", ExpenseDeck.devices.map(\.declaredName))
