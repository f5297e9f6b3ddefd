notice(split('a1b2c3', Regexp['\d']))
