// HomeCommandLine
