notice(Integer[1,10].length)
notice(size(Integer[1,3]))
