notice(String(Timespan(3), '%y'))
