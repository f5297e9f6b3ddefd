notice(Boolean.new(2.0))
