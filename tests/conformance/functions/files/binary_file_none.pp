notice(binary_file())
