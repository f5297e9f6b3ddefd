length(Sensitive('abc'))
