notice(Boolean.new(' true'))
