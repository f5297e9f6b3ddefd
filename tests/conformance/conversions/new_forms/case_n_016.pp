notice(Integer.new('1__0'))
