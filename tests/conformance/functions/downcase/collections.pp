notice(downcase(['A', ['B', 'C'], 1]))
notice(downcase({'KEY' => 'VALUE', 'X' => ['Y']}))
