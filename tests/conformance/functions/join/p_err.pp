notice(join("abc", ","))
