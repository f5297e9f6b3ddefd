notice(SemVerRange('1.2.3 - 2'))
