notice(Type('::File[a]'))
