notice(::Integer('4'))
