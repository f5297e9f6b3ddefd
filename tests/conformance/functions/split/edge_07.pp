notice(split(",a", ","))
