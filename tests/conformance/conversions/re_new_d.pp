notice(Regexp[/x/]('y'))
