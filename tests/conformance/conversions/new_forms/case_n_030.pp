notice(Integer.new({}))
