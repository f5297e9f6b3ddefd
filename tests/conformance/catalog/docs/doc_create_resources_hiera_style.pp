$myusers = {
  'nick' => { uid    => '1330',
              gid    => allstaff,
              groups => ['developers', 'operations', 'release'], },
  'dan'  => { uid    => '1308',
              gid    => allstaff,
              groups => ['developers', 'prosvc', 'release'], },
}
$defaults = { 'ensure' => present }
create_resources(user, $myusers, $defaults)
notice(User['dan'][groups])
notice(User['nick'][ensure])
