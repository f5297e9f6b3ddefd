notice(Struct[{'a' => ''}])
