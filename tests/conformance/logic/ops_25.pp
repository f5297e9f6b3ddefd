notice(true and $nope)
