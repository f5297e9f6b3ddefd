notice(type(Error('x')))
