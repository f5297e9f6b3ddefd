$users = {alice => {uid => 1001, groups => [wheel, dev]}, bob => {uid => 1002, groups => [dev]}}; $users.each |$name, $u| { notice("${name}: ${u['uid']} ${join($u['groups'], ',')}") }
