notice(split(1, ","))
