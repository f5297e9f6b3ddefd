notice(Integer[1,])
