notice(Integer("x"))
