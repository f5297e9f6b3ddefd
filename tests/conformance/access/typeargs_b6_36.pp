notice(String[2, 1])
