notice(Struct[Integer])
