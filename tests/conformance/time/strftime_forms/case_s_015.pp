notice(strftime(Timespan(-90061.5), '%D %H %M %S'))
