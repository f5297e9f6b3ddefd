notice(Type('"abc"'))
