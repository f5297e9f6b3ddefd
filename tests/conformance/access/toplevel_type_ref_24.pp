notice(Type('::Any[1]'))
