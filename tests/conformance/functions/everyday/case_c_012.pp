notice(downcase({'A' => 'B'}))
