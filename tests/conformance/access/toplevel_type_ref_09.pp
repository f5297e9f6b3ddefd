notice(::Integer.new('4'))
