# 3.x functions are called without the lambda: it is never run nor checked
notice(md5('a') |$x| { fail('never') })
notice(sha1('a') || { 1 })
notice(sha256('a') |$x, $y| { 1 })
notice(digest('a') |$x| { 1 })
notice('a'.md5 |$x = 1, $y| { 1 })
