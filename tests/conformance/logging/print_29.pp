notice(Pattern[/a/, "b"])
