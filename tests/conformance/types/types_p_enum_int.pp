notice(Enum[1])
