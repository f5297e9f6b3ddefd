notice(Boolean.new(true))
