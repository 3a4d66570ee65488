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
}
