notice(Regexp[/a+/])
notice(Regexp['b+'])
notice(Regexp)
