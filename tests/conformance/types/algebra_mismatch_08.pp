assert_type(Pattern[/x/], 'c')
