notice(String[3, 1])
