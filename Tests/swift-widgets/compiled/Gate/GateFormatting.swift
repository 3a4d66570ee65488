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
    // `Darwin.floor`: iOS code names the C library Darwin (Glibc on Linux); `CGFloat(truncating:)` bridges NSNumber.
    let seconds = Darwin.floor(Double(CGFloat(truncating: closes.timeIntervalSince(Date()) as NSNumber)))
    let left = countdown.string(from: seconds) ?? ""
    return "Boarding closes \(relative.localizedString(for: closes, relativeTo: Date())) (\(left))"
}

/// The app's network and settings code, compiled (not run) with the widget: `URLSession` and `URLRequest` in a
/// Foundation-only file, key-value coding on `UserDefaults`.
func boardingRequest(flight: String, session: URLSession = .shared) -> URLRequest {
    var request = URLRequest(url: URL(string: "https://example.com/flights/" + flight)!)
    request.setValue(UserDefaults.standard.value(forKey: "token") as? String, forHTTPHeaderField: "Authorization")
    return request
}
