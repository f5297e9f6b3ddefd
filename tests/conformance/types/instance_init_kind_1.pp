notice(Init[Pattern[/a/]])
notice("a" =~ Init[Pattern[/a/]])
notice(1 =~ Init[Pattern[/a/]])
