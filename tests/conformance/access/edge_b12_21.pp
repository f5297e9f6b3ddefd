notice(String[1, 5][0])
