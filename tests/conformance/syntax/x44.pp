notice(String.new(1))
