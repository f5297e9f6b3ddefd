notice(SemVerRange('bad'))
