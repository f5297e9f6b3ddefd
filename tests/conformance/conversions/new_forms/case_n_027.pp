notice(Integer.new(10, 16))
