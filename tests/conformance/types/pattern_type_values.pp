notice(Pattern[Pattern[/a/], Regexp[/b/], 'c', /d/])
notice('d' =~ Pattern[Pattern[/a/], Regexp[/b/], 'c', /d/])
