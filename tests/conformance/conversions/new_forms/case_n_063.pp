notice(Boolean.new(-1))
