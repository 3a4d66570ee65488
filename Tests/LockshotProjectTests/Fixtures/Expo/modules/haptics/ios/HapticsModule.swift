// An Expo native module: React Native code, never part of the widget target.
import ExpoModulesCore

public class HapticsModule: Module {
    public func definition() -> ModuleDefinition { Name("Haptics") }
}
