notice(Enum[true])
