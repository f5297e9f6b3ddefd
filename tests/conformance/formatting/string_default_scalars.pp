notice(String("a"), String(/x/), String(undef), String(default), String(true), String(Integer[1, 2]))
