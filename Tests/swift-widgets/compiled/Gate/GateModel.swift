import Combine
import Foundation

// The app's boarding model, shared with the widget target: announcements arrive on a subject and
// flow through Combine operators into a @Published property, as in many apps' model layers.
final class BoardingModel: ObservableObject {
    @Published private(set) var announcement = ""
    let announcements = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        announcements
            .map { $0.uppercased() }
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in
                self?.objectWillChange.send()
                self?.announcement = text
            }
            .store(in: &cancellables)
    }
}

func latestAnnouncement(gate: String) -> String {
    let model = BoardingModel()
    model.announcements.send("gate \(gate) now boarding")
    return model.announcement
}
