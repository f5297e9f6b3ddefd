notice(regsubst('path/to/file', '/', '\\', 'G'))
