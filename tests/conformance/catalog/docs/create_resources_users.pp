# create_resources: resources from a hash, with defaults
$myusers = {
  'nick' => { uid    => 1330,
              gid    => 'allstaff',
              groups => ['developers', 'operations', 'release'], },
  'dan'  => { uid    => 1308,
              gid    => 'allstaff',
              groups => ['developers', 'prosvc', 'release'], },
}
$defaults = {
  'ensure'     => present,
  'managehome' => true,
}
create_resources(user, $myusers, $defaults)
