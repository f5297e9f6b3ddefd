notice(match('a/b', /a\/b/))
