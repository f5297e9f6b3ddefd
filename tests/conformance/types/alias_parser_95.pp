type A = Regexp[/a/, /b/]
notice(A)
