notice(sort([true, false]))
