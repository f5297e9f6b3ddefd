notice(SemVerRange('>=a'))
