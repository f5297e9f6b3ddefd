# A documentation-sized example: the latency of one small evaluation.
$users = { 'alice' => { 'uid' => 1001, 'groups' => ['admin', 'dev'] },
           'bob'   => { 'uid' => 1002, 'groups' => ['dev'] } }
$admins = $users.filter |$name, $u| { 'admin' in $u['groups'] }.keys
$uids = $users.map |$name, $u| { "${name}=${u['uid']}" }.join(', ')
notice("admins=${admins} uids=${uids}")
