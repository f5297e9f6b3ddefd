notice(strftime(Timespan(3), '%L %N'))
