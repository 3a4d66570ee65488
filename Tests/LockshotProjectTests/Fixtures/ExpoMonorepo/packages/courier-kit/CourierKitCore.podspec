require "json"
package = JSON.parse(File.read(File.join(__dir__, "package.json")))

Pod::Spec.new do |s|
  s.name         = "CourierKitCore"
  s.version      = package["version"]
  s.source_files = ["ios/Core/**/*.{h,swift}"]
  s.exclude_files = "ios/Core/Internal/*.swift"
end
