notice(Boolean.new(''))
