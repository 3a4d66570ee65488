import React  // the app-side module: not in the pod that the extension links
