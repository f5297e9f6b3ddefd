notice(split("a1b2c", Pattern[/\d/]))
