define my::thing {}
notice(My::Thing)
notice(My::Thing['x'])
notice(Notify)
$t = Resource['my::thing']
notice($t)
