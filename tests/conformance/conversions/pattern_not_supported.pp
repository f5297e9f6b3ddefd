notice(Pattern[/a/]('xyz'))
