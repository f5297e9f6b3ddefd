notice(Pattern[])
