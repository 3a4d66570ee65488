import Foundation

// The app's model layer formats the boarding time; like many app files a widget target includes,
// this one imports only Foundation (RelativeDateTimeFormatter and DateComponentsFormatter are
// Foundation's on iOS; swift-corelibs-foundation lacks them).
func boardingText(closes: Date) -> String {
    let relative = RelativeDateTimeFormatter()
    relative.unitsStyle = .full
    let countdown = DateComponentsFormatter()
    countdown.allowedUnits = [.minute, .second]
    countdown.unitsStyle = .positional
    countdown.zeroFormattingBehavior = .pad
    let left = countdown.string(from: closes.timeIntervalSince(Date())) ?? ""
    return "Boarding closes \(relative.localizedString(for: closes, relativeTo: Date())) (\(left))"
}
