notice(Array.new(Integer[1,3], true))
