notice(File[1])
