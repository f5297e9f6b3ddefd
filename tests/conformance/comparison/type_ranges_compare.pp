notice(Integer[1,5] < Integer[0,10])
notice(Integer[0,10] < Integer[1,5])
notice(String >= String[1])
