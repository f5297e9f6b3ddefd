notice(Struct[])
