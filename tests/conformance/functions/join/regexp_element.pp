notice(join([1.5, true, /re/, /a\/b/], " "))
