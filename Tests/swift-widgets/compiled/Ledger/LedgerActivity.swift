import ActivityKit
import SQLite3
import SwiftUI
import WidgetKit

// An app file in the widget's target that reads the app group's SQLite database, as apps share data with their
// widgets: `import SQLite3` is the system's SQLite here, as it is the SDK's on iOS. The database is in memory.
enum LedgerStore {
    /// The number of unpaid bills and their total, from the database.
    static func unpaid() -> (count: Int, cents: Int) {
        var db: OpaquePointer?
        guard sqlite3_open(":memory:", &db) == SQLITE_OK else { return (0, 0) }
        defer { sqlite3_close(db) }
        let setup = """
            CREATE TABLE bills (name TEXT, cents INTEGER, paid INTEGER);
            INSERT INTO bills VALUES ('Rent', 90000, 1), ('Power', 6420, 0), ('Water', 2315, 0), ('Phone', 1999, 0);
            """
        guard sqlite3_exec(db, setup, nil, nil, nil) == SQLITE_OK else { return (0, 0) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, "SELECT COUNT(*), SUM(cents) FROM bills WHERE paid = 0", -1, &statement, nil) == SQLITE_OK else {
            return (0, 0)
        }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { return (0, 0) }
        return (Int(sqlite3_column_int(statement, 0)), Int(sqlite3_column_int(statement, 1)))
    }
}

struct LedgerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var dueInDays: Int }
}

struct LedgerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LedgerAttributes.self) { context in
            let unpaid = LedgerStore.unpaid()
            HStack {
                Text("\(unpaid.count) bills unpaid").font(.headline)
                Spacer()
                Text(String(format: "$%d.%02d", unpaid.cents / 100, unpaid.cents % 100)).font(.headline.monospacedDigit())
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Due in \(context.state.dueInDays) days") }
            } compactLeading: {
                Image(systemName: "creditcard")
            } compactTrailing: {
                Text("\(LedgerStore.unpaid().count)")
            } minimal: {
                Image(systemName: "creditcard")
            }
        }
    }
}

#Preview("Ledger", as: .content, using: LedgerAttributes()) {
    LedgerLiveActivity()
} contentStates: {
    LedgerAttributes.ContentState(dueInDays: 3)
}
