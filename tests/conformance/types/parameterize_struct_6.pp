notice(Struct[a])
