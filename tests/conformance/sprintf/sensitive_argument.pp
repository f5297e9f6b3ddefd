notice(sprintf('%s', Sensitive('x')))
