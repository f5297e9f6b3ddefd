assert_type(Pattern[/^a/], 1)
