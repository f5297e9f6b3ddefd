$t = Timestamp('2021-03-04T05:06:07.123456789Z'); notice(strftime($t, '%a %A %b %B %c %d %e %j %k %l %p %P %u %w %y %C %D %F %T %R %r %x %X'))
