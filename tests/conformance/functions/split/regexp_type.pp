notice(split('a1b22c', Regexp['[0-9]+']))
notice('x-y'.split(/(-)/))
notice(split('åäö', ''))
notice(split("a\nb", /$/))
