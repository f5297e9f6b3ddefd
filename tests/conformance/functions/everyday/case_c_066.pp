notice(shellquote(['a', ['b c']]))
