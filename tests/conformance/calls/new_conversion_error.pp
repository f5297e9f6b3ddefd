notice(Integer("abc"))
