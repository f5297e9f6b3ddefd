notice(Boolean.new('Yes'))
