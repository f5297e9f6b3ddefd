notice(Sensitive('secret'))
notice([Sensitive(1)])
notice(default, [default], {default => 1})
