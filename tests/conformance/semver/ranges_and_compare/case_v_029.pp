notice(SemVerRange('~1'))
