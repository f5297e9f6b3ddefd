notice(digest('abc'))
notice(digest(''))
