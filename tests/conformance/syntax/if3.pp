if true notice(a)
