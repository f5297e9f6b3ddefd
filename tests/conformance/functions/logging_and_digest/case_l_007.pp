notice(Integer[1,2], String)
