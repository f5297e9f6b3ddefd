notice(Type('::Notify[a, b]'))
