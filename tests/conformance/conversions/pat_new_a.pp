notice(Pattern[/a/]('a'))
