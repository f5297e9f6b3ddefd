notice(Pattern[1])
