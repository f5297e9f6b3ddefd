notice(SemVerRange[1])
