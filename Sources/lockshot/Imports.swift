// What the command-line tools share (output, diagnostics, device options), for every command.
@_exported import LockshotCommandLine
