define site::user($uid, $shell = '/bin/bash') {
  user { $title: uid => $uid, shell => $shell }
}
$people = { 'ann' => 1001, 'ben' => 1002 }
$people.each |$n, $id| {
  site::user { $n: uid => $id }
}
notice(Site::User['ben']['uid'])
notice(Site::User['ben']['shell'])
