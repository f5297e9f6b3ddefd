notice(Integer.new(-0.5))
