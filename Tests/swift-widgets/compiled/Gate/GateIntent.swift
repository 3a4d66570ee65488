import AppIntents

// The app's intent, in the widget target as Xcode's template puts it: its Shortcuts sentence
// (`parameterSummary`) draws nothing and is left out when lockshot compiles the widget.
struct RefreshGateIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh gate"

    @Parameter(title: "Flight")
    var flight: String

    static var parameterSummary: some ParameterSummary {
        Summary("Refresh the gate of \(\.$flight)")
    }

    func perform() async throws -> some IntentResult { .result() }
}
