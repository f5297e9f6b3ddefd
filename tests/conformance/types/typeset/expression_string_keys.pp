$t = TypeSet[{pcore_version => '1.0.0', types => { 'Point' => Object[{ attributes => { x => Integer }}], 'Num' => Integer}}]
notice($t)
notice(type($t))
