notice(unless false { 5 })
