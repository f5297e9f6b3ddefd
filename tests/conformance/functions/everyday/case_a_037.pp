notice(flatten(undef))
