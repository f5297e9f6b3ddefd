notice(false and $nope)
