notice(split("", ","))
