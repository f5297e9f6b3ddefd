notice('foo' =~ Pattern[/o+/])
notice(/a/ =~ Regexp)
notice('a' =~ Regexp[/a/])
