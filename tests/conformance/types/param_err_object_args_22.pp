notice(Error[Enum[a,b]])
