$r = get({a => 1}, 'a.b') |$err| { notice($err.issue_code); notice($err.message); 'handled' }
notice($r)
