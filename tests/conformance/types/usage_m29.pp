notice(Pattern[/a/, 'b']) notice('b' =~ Pattern[/a/, 'b']) notice(Enum['a', 'b', true])
