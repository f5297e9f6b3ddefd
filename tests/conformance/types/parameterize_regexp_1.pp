notice(Regexp[/a/, /b/])
