notice(Type('::Integer'))
