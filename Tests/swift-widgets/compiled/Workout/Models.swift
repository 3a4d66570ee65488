import Foundation
import SwiftData

// The app's SwiftData models, shared with the widget extension (as Xcode's target membership would):
// they must compile; the Live Activity draws what its content state carries.
@Model
final class Exercise {
    @Attribute(.unique) var id: UUID
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \WorkoutSet.exercise) var sets: [WorkoutSet] = []
    @Transient var isExpanded = false
    var archived: Bool?
    var favourite: Bool?

    init(name: String) {
        id = UUID()
        self.name = name
    }
}

@Model
final class WorkoutSet: Identifiable {
    var reps: Int
    var weight: Double
    var exercise: Exercise?

    init(reps: Int, weight: Double) {
        self.reps = reps
        self.weight = weight
    }
}

enum WorkoutStore {
    static func recentExercises(in context: ModelContext) -> [Exercise] {
        let descriptor = FetchDescriptor<Exercise>(predicate: #Predicate { !$0.name.isEmpty }, sortBy: [SortDescriptor(\.name)])
        return (try? context.fetch(descriptor)) ?? []
    }

    /// The app's search: three `||`-groups over the model's optionals. swiftc's type checker gives up on the macro's
    /// expansion of it on Linux ("unable to type-check this expression in reasonable time", after 20 s) unless lockshot
    /// replaces it; no fetch evaluates it in a widget.
    static func search(_ text: String = "", archived: Bool? = nil, favourite: Bool? = nil) -> Predicate<Exercise> {
        #Predicate { exercise in
            (text.isEmpty || exercise.name.localizedStandardContains(text)) &&
            (archived == nil || exercise.archived == archived) &&
            (favourite == nil || exercise.favourite == favourite)
        }
    }
}
