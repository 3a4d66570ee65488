# Evaluated inside ios/Podfile: the path is relative to ios/, into node_modules (not committed).
pod 'CourierKitCore', :path => '../../../node_modules/@courier/kit'
