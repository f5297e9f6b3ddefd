notice(Hash.new(Integer[1,2]))
