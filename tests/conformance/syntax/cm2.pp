notice(1) /* block */ notice(2)
