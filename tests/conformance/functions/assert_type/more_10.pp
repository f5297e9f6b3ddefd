notice(assert_type(Pattern[/^a/], 'b'))
