notice(Type('::File'))
