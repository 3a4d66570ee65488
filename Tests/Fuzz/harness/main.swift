// The libFuzzer harness for the targets that need lockshot's modules whole (`scripts/fuzz record|pipeline|swift`;
// built only with LOCKSHOT_FUZZ=1, see Package.swift): `lockshot-fuzz TARGET [libFuzzer options] [corpus…]`.
import Foundation
import LockshotGolden
import LockshotKit
import LockshotSwiftImport

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

let targets: [String: ([UInt8]) -> Void] = [
    "record": RecordFuzzing.exercise,
    "pipeline": PipelineFuzzing.exercise,
    "swift": SwiftFrontEndFuzzing.exercise,
]
// The target is the first argument, kept in the environment for the copies of itself libFuzzer starts (`-merge=1`, `-fork`).
let named = CommandLine.arguments.count > 1 ? targets[CommandLine.arguments[1]] : nil
if named != nil { setenv("LOCKSHOT_FUZZ_TARGET", CommandLine.arguments[1], 1) }
guard let exercise = named ?? ProcessInfo.processInfo.environment["LOCKSHOT_FUZZ_TARGET"].flatMap({ targets[$0] }) else {
    FileHandle.standardError.write(Data("usage: lockshot-fuzz \(targets.keys.sorted().joined(separator: "|")) [libFuzzer options] [corpus…]\n".utf8))
    exit(2)
}
nonisolated(unsafe) let chosen = exercise
// libFuzzer reads its own options: the target's name goes.
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
if named != nil {
    argc -= 1
    CommandLine.unsafeArgv[1] = CommandLine.unsafeArgv[0]
    argv = argv.advanced(by: 1)
}
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    chosen(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
})
