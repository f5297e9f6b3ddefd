notice(::Integer[1] == Integer[1])
notice(::String.new(1))
