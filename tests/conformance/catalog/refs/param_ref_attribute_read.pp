notify { 'x': }
notify { 'y': require => Notify['x'], message => [Notify['x'], { a => Class['main'] }] }
notice(Notify['y']['require'])
notice(type(Notify['y']['require']))
$m = Notify['y']['message']
notice($m)
notice(type($m))
notice($m[1]['a'])
notice(type($m[1]['a']))
notice($m[0] =~ Type[Notify])
