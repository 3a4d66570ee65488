this file is excluded by the podspec and would not compile
