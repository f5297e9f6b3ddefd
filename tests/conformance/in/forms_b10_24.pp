notice(Regexp['a+'])
notice(Regexp[/a+/])
