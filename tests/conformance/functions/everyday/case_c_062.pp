notice(match('abc', Pattern[/b/, /c/]))
