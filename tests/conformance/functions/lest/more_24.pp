notice(lest(undef) || { 2 })
