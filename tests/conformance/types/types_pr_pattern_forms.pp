notice(Pattern['^a.*$', /\d+/])
notice(Pattern[/a\/b/])
