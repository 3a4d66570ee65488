// lockshot's OSLog for Linux: the `os` module's logging (it writes nothing).
@_exported import LockshotOS
