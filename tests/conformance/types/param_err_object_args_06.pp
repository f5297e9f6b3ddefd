notice(Object[{}, {}])
