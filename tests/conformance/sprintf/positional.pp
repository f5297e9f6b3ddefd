notice(sprintf('%1$s %1$s %2$s', 'a', 'b'))
notice(sprintf('%2$s %1$s', 'a', 'b'))
notice(sprintf('%1$*2$d|', 5, 3))
notice(sprintf('%2$-5s|%1$05d', 42, 'x'))
