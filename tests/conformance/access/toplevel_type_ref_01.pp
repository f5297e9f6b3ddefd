notice(::Integer)
notice(::Integer[1,2])
notice(1 =~ ::Integer)
