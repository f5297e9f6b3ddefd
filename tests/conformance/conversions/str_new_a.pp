notice(String.new(1))
notice(new(String, 2))
notice(String[1,3]('ab'))
