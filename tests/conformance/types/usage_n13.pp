notice(Integer[1,2] in [Integer[1,2]]) notice(Integer in {Integer => 1})
