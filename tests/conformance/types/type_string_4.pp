notice(Type('$x'))
