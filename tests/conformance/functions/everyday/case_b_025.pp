notice(get({a=>1}, 'a.b') |$e| { "err: ${e.issue_code}" })
