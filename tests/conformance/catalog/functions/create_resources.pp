$h = { 'a' => { 'message' => 'ma' }, 'b' => {} }
$r = create_resources('notify', $h, { 'withpath' => true })
notice($r)
create_resources(file, { '/tmp/q' => { ensure => absent } })
