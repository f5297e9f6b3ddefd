notice(SemVerRange(1))
