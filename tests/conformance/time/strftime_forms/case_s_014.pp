notice(strftime(Timespan(90061.5), '%-H %_H %05H %N %3N %6N'))
