notice(Enum[])
