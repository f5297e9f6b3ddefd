notice(Integer.new('-12', 10, true))
