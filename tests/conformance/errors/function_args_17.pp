notice(new(Integer, "x"))
